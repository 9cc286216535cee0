// Issue 12: the scene shows the engine's faces on every path. The 3D dice are drawn with a
// relabelling that puts the host's label on the axis physics settled on (logic/throwLabels.ts);
// the host, answered late, relabels each die among the 4 rotations that show its label (dice.ts).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { labelOf } from '../../common/dice-labels';
import { relabelsForLabels, type DiceRequest } from '../../main/host/dice';
import { bodyRelabels, shownFaces } from '../../renderer/src/logic/throwLabels';
import type { Face } from '../../engine/index';
import { bodiesOf } from './thrown-bodies';

/** A throw of `cups` (dice per cup, and which die indices fell off the table). */
const throwArb = fc
  .array(fc.record({ dice: fc.integer({ min: 0, max: 5 }), lostMask: fc.integer({ min: 0, max: 31 }) }), { minLength: 1, maxLength: 6 })
  .chain((cups) =>
    fc.record({
      cups: fc.constant(cups),
      axes: fc.tuple(...cups.map((c) => fc.array(fc.integer({ min: 0, max: 5 }), { minLength: c.dice, maxLength: c.dice }))),
      hands: fc.tuple(...cups.map((c) => fc.array(fc.integer({ min: 1, max: 6 }), { minLength: c.dice, maxLength: c.dice }))),
      visible: fc.array(fc.boolean(), { minLength: cups.length, maxLength: cups.length }),
    }),
  );

describe('the 3D dice show the host labels (scene and engine agree)', () => {
  it('every die on the table whose label this screen may show has it on top; the others carry none', () => {
    fc.assert(
      fc.property(throwArb, ({ cups, axes, hands, visible }) => {
        const t = bodiesOf(cups);
        // the dice on the table, in body order (the host's hand order)
        const onTable = cups.map((c, i) => axes[i]!.filter((_, d) => !((c.lostMask >> d) & 1)));
        const handsOnTable = cups.map((_c, i) => hands[i]!.slice(0, onTable[i]!.length));
        const seats = cups.map((_, i) => i);
        const relabels = bodyRelabels(t, onTable, seats, (seat) => (visible[seat] ? handsOnTable[seat]! : null));
        const faces = shownFaces(t, onTable, relabels);
        faces.forEach((f, cup) => expect(f).toEqual(visible[cup] ? handsOnTable[cup] : handsOnTable[cup]!.map(() => null)));
      }),
    );
  });

  it('a late answer: the relabelling the host picks puts its own label on the reported axis, uniformly among the 4', () => {
    const request: DiceRequest = { roundId: 'r', purpose: 'round', cups: [{ seat: 0, dice: 3, kind: 'standard' }, { seat: 1, dice: 2, kind: 'standard' }], fallenDieLost: false, hiddenCounts: false };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 5, maxLength: 5 }), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 5, maxLength: 5 }), (labels, axes) => {
        const faces = [labels.slice(0, 3), labels.slice(3)] as Face[][];
        const result = { roundId: 'r', cups: [{ seat: 0, axes: axes.slice(0, 3) }, { seat: 1, axes: axes.slice(3) }] };
        const r = relabelsForLabels(faces, request, result);
        r.forEach((cup, c) => cup.forEach((rel, k) => expect(labelOf(rel!, result.cups[c]!.axes[k]!)).toBe(faces[c]![k])));
      }),
    );
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) seen.add(relabelsForLabels([[4]], { ...request, cups: [{ seat: 0, dice: 1, kind: 'standard' }] }, { roundId: 'r', cups: [{ seat: 0, axes: [2] }] })[0]![0]!);
    expect(seen.size).toBe(4);
  });
});
