// Issue 38 item 3: at an online table in 3D, the round's roll (the server's) is animated by a throw of this
// client's own: every cup in play thrown in its physics, the throw store given the result for the view's
// round, and nothing sent to the server (no dice:result, no invoke). A round the table has left is not thrown.
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeatView } from '../../engine/index';
import type { ThrowRequest, ThrowResult } from '../../renderer/physics/index';

const thrown: ThrowRequest[] = [];
let ready: () => void = () => undefined;

/** A settled throw of the request's one cup: a cup body then its dice, every die up on axis 2. */
function fakeThrow(req: ThrowRequest): ThrowResult {
  const n = req.cups[0]!.dice;
  const bodies = [{ type: 'cup' as const, cup: 0 }, ...Array.from({ length: n }, () => ({ type: 'die' as const, cup: 0 }))];
  return {
    faces: [Array.from({ length: n }, () => 1)],
    axes: [Array.from({ length: n }, () => 2)],
    fallen: [0],
    rethrows: 0,
    steps: 1,
    trajectory: { dt: 1 / 60, frames: 1, bodies, data: new Float32Array(bodies.length * 7), settledFrame: [0], lostFrame: bodies.map(() => -1), slamFrame: [0], contacts: new Float32Array(0) },
    stats: { reasons: {}, escapes: 0, offTable: 0, sloppySlams: 0, timeouts: 0, nudges: 0, gaveUp: 0 },
  } as unknown as ThrowResult;
}

vi.mock('../../renderer/src/scene/DiceRoller', () => ({
  throwDice: (req: ThrowRequest) => {
    thrown.push(req);
    return Promise.resolve(fakeThrow(req));
  },
  readyToThrow: () => new Promise<void>((resolve) => (ready = resolve)),
}));

const { playServed } = await import('../../renderer/src/scene/ServedRoll');
const { useThrow } = await import('../../renderer/src/scene/throwStore');
const { useGame } = await import('../../renderer/src/state/game');

/** Ana (seat 0, 3 dice), Ben out, a bot with 2 dice: round `round` being bid. */
function viewAt(round: number): SeatView {
  const player = (seat: number, dice: number) => ({ seat, dice, reserve: 0, lives: null, out: dice === 0, obligarUsed: false, palificoUsed: false, reprieveUsed: false });
  return { seat: 0, round, phase: 'bidding', players: [player(0, 3), player(1, 0), player(2, 2)], hands: [[6, 2, 5], null, null] } as unknown as SeatView;
}

const invoke = vi.fn();
const sendDice = vi.fn();

beforeEach(() => {
  thrown.length = 0;
  invoke.mockClear();
  sendDice.mockClear();
  useThrow.setState({ roundId: null, result: null, round: -1, seats: [], awaitingShake: false });
  useGame.setState({ view: viewAt(4), client: { invoke } as never, sendDice });
});

// the unit files share a worker's modules (vitest.config.ts): the store is left as this file found it
afterAll(() => {
  const { view, client, sendDice: initialSendDice } = useGame.getInitialState();
  useGame.setState({ view, client, sendDice: initialSendDice });
});

describe('the served roll of an online table in 3D', () => {
  it('throws every cup in play (none of a seat that is out) once the scene can show it, for the view\'s round; nothing goes to the server', async () => {
    const played = playServed('served:t:1:4', 4);
    // no throw before the scene is drawn and no reveal covers it
    expect(thrown).toEqual([]);
    expect(useThrow.getState().roundId).toBe('served:t:1:4');
    ready();
    await played;
    expect(thrown.map((r) => r.cups.map((c) => [c.seat, c.dice]))).toEqual([[[0, 3]], [[2, 2]]]);
    // the view's labels are drawn on the settled axes (hostLabels); no die is lost: the server counted them all
    thrown.forEach((r) => expect([r.hostLabels, r.fallenDieLost]).toEqual([true, false]));
    const t = useThrow.getState();
    expect([t.round, t.seats, t.awaitingShake, t.result?.axes]).toEqual([4, [0, 2], false, [[2, 2, 2], [2, 2]]]);
    expect(invoke).not.toHaveBeenCalled();
    expect(sendDice).not.toHaveBeenCalled();
  });

  it('a round the table has left while the last reveal was read is not thrown', async () => {
    const played = playServed('served:t:1:4', 4);
    useGame.setState({ view: viewAt(5) });
    ready();
    await played;
    expect(thrown).toEqual([]);
    expect(useThrow.getState().result).toBeNull();
  });

  it('a newer round\'s throw takes over: the older one is never shown', async () => {
    const older = playServed('served:t:1:4', 4);
    const readyOlder = ready;
    const newer = playServed('served:t:1:5', 5);
    useGame.setState({ view: viewAt(5) });
    ready();
    await newer;
    expect(useThrow.getState().round).toBe(5);
    // the older one's scene frees up later: it is not thrown over the newer one
    readyOlder();
    await older;
    expect([useThrow.getState().round, useThrow.getState().roundId]).toEqual([5, 'served:t:1:5']);
    expect(thrown).toHaveLength(2);
  });
});
