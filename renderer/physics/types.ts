/** The dice throw's public shapes: what is asked of the simulation and what it returns. */

export type DieKind = 'standard' | 'blank';

/** A die's state in world coordinates: position (cm), orientation [x, y, z, w], velocity (cm/s), spin (rad/s). */
export type HeldDie = { p: [number, number, number]; q: [number, number, number, number]; v: [number, number, number]; w: [number, number, number] };

/**
 * A cup the person shook by hand (heldShake.ts): the cup's pose and its dice's states at the
 * release. The throw goes on from there (the scripted shake is skipped: the turn starts from this
 * pose), so the dice seen rattling are the dice slammed. It decides no label: the host relabels.
 */
export type HeldCup = { cup: { p: [number, number, number]; q: [number, number, number, number] }; dice: HeldDie[] };

export type CupRequest = { seat: number; dice: number; kind: DieKind; held?: HeldCup };

export type ThrowRequest = {
  seed: number;
  cups: CupRequest[];
  /** O-FALLEN: a die that leaves the table is lost instead of thrown again. */
  fallenDieLost?: boolean;
  /** Chance per slam of a sloppy slam that can spill dice (default DEFAULT_SPILL_CHANCE). */
  spillChance?: number;
  /** Testing only: a deliberately unfair setup (no relabelling, fixed start orientation, weak
   * shake) used by the benchmark to show that the χ² test catches bias. */
  biased?: boolean;
  /** The host labels the dice (docs/dice.md, "Fairness by construction"): no local relabelling,
   * the trajectory holds the bodies' own orientations, and `axes` is what the host reads. */
  hostLabels?: boolean;
};

/** Why a die was thrown again. */
export type RethrowReason = 'cocked' | 'stacked' | 'outside-cup' | 'off-table' | 'timeout';

export type TrajectoryBody = { type: 'cup' | 'die'; cup: number; die: number; kind: DieKind; seat: number };

/**
 * Poses sampled after every physics step (frame 0 is the start). For frame f and body b the pose
 * is data[(f * bodies.length + b) * 7 + 0..6] = position x, y, z (cm) and quaternion x, y, z, w.
 * Die quaternions already include the relabelling: draw a standard die with them.
 */
export type Trajectory = {
  dt: number;
  frames: number;
  bodies: TrajectoryBody[];
  data: Float32Array;
  /** Per cup: the frame at which its dice are finally at rest under the closed cup. */
  settledFrame: number[];
  /** Per body: the frame from which a lost die (O-FALLEN) is no longer on the table, else -1. */
  lostFrame: number[];
  /** Per cup: the frame of its first slam (the cup's mouth down on the felt), else -1. */
  slamFrame: number[];
  /**
   * The impacts the sound plays (contacts.ts): CONTACT_STRIDE numbers per impact, in frame order:
   * frame, cup index, kind (ContactKind), impact speed along the normal (cm/s) times the pair's
   * reduced mass (die mass 1): an impulse per unit of die mass. Empty without a trajectory.
   */
  contacts: Float32Array;
};

export type ThrowResult = {
  /** Per cup in request order, the faces of the dice still in play (6 = blank on the French die);
   * with hostLabels, the standard layout's (the host's labels differ: never send these). */
  faces: number[][];
  /** Per cup in request order, the settled up-axis (0..5 = +X, -X, +Y, -Y, +Z, -Z) in each die's
   * body frame, for the dice still in play, in body order: what the renderer reports to the host. */
  axes: number[][];
  /** Per cup, dice lost off the table (only with fallenDieLost). */
  fallen: number[];
  /** Dice thrown again in all (each die counted once per re-throw). */
  rethrows: number;
  /** Physics steps taken (the longest cup). */
  steps: number;
  trajectory: Trajectory;
  /** Details for tests and the benchmark. */
  stats: {
    reasons: Record<RethrowReason, number>;
    /** Dice found outside a properly closed cup or under the table: must stay 0. */
    escapes: number;
    /** Dice that left the table (thrown again or lost). */
    offTable: number;
    sloppySlams: number;
    timeouts: number;
    /** Jolts of a closed cup that knocked cocked or stacked dice loose (R-REROLL under the cup). */
    nudges: number;
    /** Cups that hit MAX_ROUNDS and kept their last reading. */
    gaveUp: number;
  };
};

export type SimulateOptions = {
  /** When given, receives the wall time (ms) of every lockstep step across all cups. */
  stepTimes?: number[];
  /** Clock for stepTimes in ms (default performance.now); the benchmark also passes a CPU-time
   * clock so that preemption on a shared machine can be told apart from physics cost. */
  clock?: () => number;
  /** Skip recording the trajectory (benchmarks); `trajectory.data` is then empty. */
  noTrajectory?: boolean;
};
