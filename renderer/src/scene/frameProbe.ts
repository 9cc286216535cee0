// Main-thread time of each 3D frame (useFrame callbacks + WebGL command submission), kept in a
// small ring for the UI benchmark (npm run bench:ui) to read as window.__dudoFrames:
// [performance.now() at the frame's end, ms of main-thread work in the frame].
const SIZE = 4000;
const frames: [number, number][] = [];

export function recordFrame(ms: number): void {
  if (frames.length >= SIZE) frames.shift();
  frames.push([performance.now(), ms]);
  (globalThis as { __dudoFrames?: [number, number][] }).__dudoFrames = frames;
}

/** The throw being played, for the benchmark: how many dice and when its playback runs. */
export function recordThrow(dice: number, durationMs: number): void {
  (globalThis as { __dudoThrows?: { dice: number; start: number; end: number }[] }).__dudoThrows ??= [];
  const now = performance.now();
  (globalThis as unknown as { __dudoThrows: { dice: number; start: number; end: number }[] }).__dudoThrows.push({ dice, start: now, end: now + durationMs });
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
