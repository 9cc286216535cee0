// Main-thread time of each 3D frame (useFrame callbacks + WebGL command submission), kept in a
// small ring for the UI benchmark (npm run bench:ui) to read as window.__dudoFrames.
const SIZE = 2000;
const frames: number[] = [];

export function recordFrame(ms: number): void {
  if (frames.length >= SIZE) frames.shift();
  frames.push(ms);
  (globalThis as { __dudoFrames?: number[] }).__dudoFrames = frames;
}
