// Issue 12, couch privacy on every shared screen: the reveal dialog, watched by everybody, never
// stands over the shown person's next hand; after a reveal (and at a new game) a screen two or more
// people share shows the public view until the next hand-over; a reloaded or resumed table shows
// again the reveal the host still waits for.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyOrThrow, createGame, createRng, legalActions, pick, randomChanceAction, viewFor, type GameState, type Resolution } from '../../engine/index';
import { addReveals, ownHandShown, pendingRevealOf, shownAfterReveal } from '../../renderer/src/logic/couch';
import { privacyFor } from '../../renderer/src/logic/handover';

describe('couch privacy at the reveal', () => {
  it('with two people, the next round dealt behind the open reveal keeps its hand hidden', () => {
    expect(ownHandShown(2, 3, 4)).toBe(false);
    expect(ownHandShown(3, 3, 4)).toBe(false);
  });
  it('the revealed round itself, no reveal open, or one person alone: the hand is shown', () => {
    expect(ownHandShown(2, 3, 3)).toBe(true);
    expect(ownHandShown(2, null, 4)).toBe(true);
    expect(ownHandShown(1, 3, 4)).toBe(true);
  });
  it('after a reveal, a shared screen shows the public view; one person keeps their seat', () => {
    expect(shownAfterReveal([0, 2], 0)).toBeNull();
    expect(shownAfterReveal([0, 1, 2], 2)).toBeNull();
    expect(shownAfterReveal([1], 1)).toBe(1);
    expect(shownAfterReveal([], null)).toBeNull();
  });

  it('property: on a shared screen a private hand shows only to the person the screen was last handed over to since everybody watched', () => {
    // events on one couch screen: a seat is to act (a hand-over when privacyFor asks), a reveal everybody watches, a new game
    const event = fc.oneof(
      fc.record({ kind: fc.constant('actor' as const), seat: fc.option(fc.integer({ min: 0, max: 4 })) }),
      fc.record({ kind: fc.constantFrom('reveal' as const, 'new-game' as const) }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 4 }), fc.array(event, { maxLength: 40 }), (humans, events) => {
        let shown: number | null = shownAfterReveal(humans, humans[0]!); // the host's default seat, made public at the start
        let holder: number | null = null; // who the screen was handed to since everybody last watched
        for (const e of events) {
          if (e.kind !== 'actor') {
            shown = shownAfterReveal(humans, shown);
            holder = null;
            continue;
          }
          const p = privacyFor(humans, shown, e.seat);
          if (p.handOverTo !== null) {
            // the hand-over screen shows nothing private; the person confirms and sees their hand
            shown = p.handOverTo;
            holder = p.handOverTo;
            continue;
          }
          if (p.viewer !== null) expect(p.viewer).toBe(holder);
        }
      }),
    );
  });
});

/** Plays a seeded game until its first challenge is resolved. */
function atFirstReveal(seed: number): GameState {
  const rng = createRng(seed);
  let state = createGame({ rules: 'chile', players: 3 });
  for (let i = 0; i < 2000 && !state.lastResolution; i++) {
    const action = randomChanceAction(state, rng) ?? pick(rng, legalActions(state, state.toAct!));
    state = applyOrThrow(state, action);
  }
  return state;
}

describe('a reveal the host waits for survives a reload (the view carries it)', () => {
  it('the view at a pending reveal holds it; once the next round is rolled it does not', () => {
    const state = atFirstReveal(3);
    expect(state.phase === 'roll' || state.phase === 'obligar').toBe(true);
    const pending = pendingRevealOf(viewFor(state, 0));
    expect(pending?.round).toBe(state.lastResolution!.round);
    const rolled = applyOrThrow(state, randomChanceAction(state, createRng(1)) ?? pick(createRng(1), legalActions(state, state.toAct!)));
    if (rolled.phase === 'bidding') expect(pendingRevealOf(viewFor(rolled, 0))).toBeNull();
  });

  it('reveals are queued once per round, never one already dismissed', () => {
    const r = (round: number): Resolution => ({ round }) as Resolution;
    expect(addReveals([], [r(1)], 0).map((x) => x.round)).toEqual([1]);
    expect(addReveals([r(1)], [r(1), r(2)], 0).map((x) => x.round)).toEqual([1, 2]);
    expect(addReveals([], [r(1), r(2)], 1).map((x) => x.round)).toEqual([2]);
  });
});
