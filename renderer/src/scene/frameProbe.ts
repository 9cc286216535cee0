// Main-thread time of each 3D frame (useFrame callbacks + WebGL command submission), kept in a
// small ring for the UI benchmark (npm run bench:ui) to read as window.__dudoFrames:
// [performance.now() at the frame's end, ms of main-thread work in the frame, draw calls in the
// frame (three's renderer.info: the shadow pass's and the screen's), 1 where the frame drew the shadow map (issue 42
// item 15: only when a caster changed, scene/shadowRefresh.ts), else 0].
const SIZE = 4000;
const frames: [number, number, number, number][] = [];

export function recordFrame(ms: number, drawCalls = NaN, shadowMap = false): void {
  if (frames.length >= SIZE) frames.shift();
  frames.push([performance.now(), ms, drawCalls, shadowMap ? 1 : 0]);
  (globalThis as { __dudoFrames?: [number, number, number, number][] }).__dudoFrames = frames;
}

/** Issue 13: from a throw's first slam to every cup's dice at rest (ms at animation speed `speed`). */
export function settleAfterSlamMs(t: { dt: number; settledFrame: readonly number[]; slamFrame?: readonly number[] }, speed: number): number {
  const slams = (t.slamFrame ?? []).filter((f) => f >= 0);
  if (slams.length === 0) return NaN;
  return ((Math.max(...t.settledFrame) - Math.min(...slams)) * t.dt * 1000) / speed;
}

/** A throw played on the table, as the benchmark and the e2e tests read it (window.__dudoThrows). */
export interface ThrowRecord {
  /** The host's dice request it answered, and what for (the start roll, ties rolled again, or a round). */
  roundId: string;
  purpose: 'start' | 'round';
  dice: number;
  start: number;
  end: number;
  /** Issue 13: from the first slam to every die at rest (ms at the animation speed played). */
  settleMs: number;
}

/** The throw being played: which request, how many dice, when its playback runs, how long it takes to lie still. */
export function recordThrow(request: { roundId: string; purpose: 'start' | 'round' }, dice: number, durationMs: number, settleMs = NaN): void {
  const w = globalThis as { __dudoThrows?: ThrowRecord[] };
  w.__dudoThrows ??= [];
  const now = performance.now();
  w.__dudoThrows.push({ roundId: request.roundId, purpose: request.purpose, dice, start: now, end: now + durationMs, settleMs });
}

/**
 * How a scene mount played a recorded throw (window.__dudoPlaybacks): from its start ('animate'), or lying
 * settled ('settled': a mount after a couch hand-over, or once its time has passed), for the e2e tests.
 */
export function recordPlayback(startedAt: number, start: 'animate' | 'settled'): void {
  const w = globalThis as { __dudoPlaybacks?: { startedAt: number; start: string }[] };
  (w.__dudoPlaybacks ??= []).push({ startedAt, start });
}

/**
 * The faces the 3D table shows on top of the recorded throw, per cup (null: a die drawn without a
 * label, under a closed cup), for the e2e tests to compare with the engine: window.__dudoScene.
 */
export function recordSceneFaces(
  state: {
    round: number;
    seats: readonly number[];
    faces: (number | null)[][];
    lifted: boolean;
    /** Issue 13: per cup, per die on the table, how the die is marked (counted: glows gold, wild: blue). */
    glows?: ('counted' | 'wild' | null)[][];
    /** The reveal the marks come from, as the host sent it (null: no reveal of this throw). */
    reveal?: { round: number; hands: readonly (readonly number[])[]; countFace: number | null; wildFace: number | null } | null;
  } | null,
): void {
  (globalThis as { __dudoScene?: unknown }).__dudoScene = state;
}

/**
 * Issue 27: the held shake as the e2e tests read it (window.__dudoHeld): its seat, seconds shaken,
 * the hand's offset from the seat's spot (cm, x and z), the impacts heard so far, and whether its
 * physics runs in its Web Worker (false: in the page's frames); null when none.
 */
export function recordHeld(state: { seat: number; time: number; offset: [number, number]; impacts: number; released: boolean; inWorker: boolean } | null): void {
  (globalThis as { __dudoHeld?: unknown }).__dudoHeld = state;
}

/**
 * Issue 42 item 15: a milestone of the way from Start or a release to the bidding (performance mark 'dudo:<name>'),
 * which `npm run bench:ui -- --trace` lays beside the page's own; a mark costs a few microseconds. The scene's own
 * readiness too (the last time it was made not ready, and ready again by a frame), for the cold start's wait.
 */
export function markMilestone(
  name: 'start-thrown' | 'start-shown' | 'held-taken' | 'thrown' | 'dice-answered' | 'scene-slot-taken' | 'scene-unmounted' | 'scene-ready-after-frame',
): void {
  // only the latest of each is kept: a long session adds nothing to the page's timeline
  performance.clearMarks(`dudo:${name}`);
  performance.mark(`dudo:${name}`);
}
