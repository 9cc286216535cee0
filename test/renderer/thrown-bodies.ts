// A fixture of the 3D dice tests (throw-labels, served-roll): the bodies of a recorded throw, as the physics lists them.

/**
 * The bodies of a throw of `cups`: per cup in throw order its body, then its dice. A die whose bit is set in its cup's
 * `lostMask` (bit d: die d) fell off the table at frame 100; every other body is on it (-1).
 */
export function bodiesOf(cups: readonly { dice: number; lostMask?: number }[]): { bodies: { type: 'cup' | 'die'; cup: number }[]; lostFrame: number[] } {
  const bodies: { type: 'cup' | 'die'; cup: number }[] = [];
  const lostFrame: number[] = [];
  cups.forEach((c, i) => {
    bodies.push({ type: 'cup', cup: i });
    lostFrame.push(-1);
    for (let d = 0; d < c.dice; d++) {
      bodies.push({ type: 'die', cup: i });
      lostFrame.push(((c.lostMask ?? 0) >> d) & 1 ? 100 : -1);
    }
  });
  return { bodies, lostFrame };
}
