// Scripted games for the statistics tests (issue 39.4): small records whose figures are known by heart.
import { appendAction, newRecord, replay, type Action, type GameEvent, type GameRecord } from '../../engine/index';
import { bid, calzo, dudo, mato, roll } from './helpers';

function recordOf(players: number, options: Record<string, unknown>, actions: readonly Action[]): GameRecord {
  let record = newRecord({ preset: 'chile', options }, Array.from({ length: players }, (_, i) => ({ name: `P${i}` })), { seat: 0, direction: 'clockwise' });
  for (const a of actions) record = appendAction(record, a);
  const r = replay(record);
  if (!r.ok) throw new Error(`scripted game refused at ${r.error!.index}: ${r.error!.message}`);
  if (r.state.winner === null) throw new Error('scripted game is not over');
  return record;
}

/**
 * Three seats, two dice each (no one-die round). Seat 1 catches seat 0 bluffing (round 1), then loses
 * a dudo to seat 0's true bid (round 2); seat 2 loses a dudo to seat 1 (round 3) and is caught
 * bluffing by seat 0 (round 4: out); seat 1 loses a dudo to seat 0's true bid (round 5: out). Seat 0
 * wins; seat 2 held dice in four rounds of five.
 */
export function blufferWinsRecord(): GameRecord {
  return recordOf(3, { dicePerPlayer: 2, oneDieRound: 'none' }, [
    roll([2, 2], [3, 3], [4, 4]),
    bid(0, 5, 5),
    dudo(1), // false: seat 0 loses, starts round 2
    roll([2], [3, 3], [4, 4]),
    bid(0, 1, 4),
    dudo(1), // true: seat 1 loses, starts round 3
    roll([2], [3], [4, 4]),
    bid(1, 1, 4),
    dudo(2), // true: seat 2 loses, starts round 4
    roll([2], [3], [4]),
    bid(2, 3, 5),
    dudo(0), // false: seat 2 is out
    roll([2], [3], []),
    bid(0, 1, 2),
    dudo(1), // true: seat 1 is out, seat 0 wins
  ]);
}

/**
 * Two seats, two dice each, calzo at any time and mato played. Seat 1's calzo is exact (round 1:
 * it gains nothing, being full); seat 0's calzo is wrong (round 2: it loses a die); seat 1 says mato
 * to seat 0's exact bid (round 3: the bidder loses its last die). Seat 1 wins.
 */
export function calzoAndMatoRecord(): GameRecord {
  return recordOf(2, { dicePerPlayer: 2, oneDieRound: 'none', calzoWhen: 'always', mato: true }, [
    roll([2, 2], [3, 3]),
    bid(0, 2, 2),
    calzo(1), // exact
    roll([2, 2], [3, 3]),
    bid(1, 1, 3),
    calzo(0), // two 3s, not one: seat 0 loses
    roll([2], [3, 3]),
    bid(0, 2, 3),
    mato(1), // exact: the bidder, seat 0, loses its last die
  ]);
}

/**
 * The rounds a seat held dice, told by a game's events alone (apart from gameStats): every round up
 * to the one it went out in (a lost challenge, or its last dice fallen at the throw), else all of them.
 */
export function roundsWithDice(events: readonly GameEvent[], seat: number, rounds: number): number {
  let judged = 0;
  for (const e of events) {
    if (e.type === 'resolution') {
      judged = e.resolution.round;
      if (e.resolution.eliminated.includes(seat)) return judged;
    }
    if (e.type === 'fallen' && e.changes.some((c) => c.seat === seat && c.eliminated)) return judged + 1;
  }
  return rounds;
}

/**
 * Three seats, one die each, fallen dice lost (O-FALLEN). Seat 2 loses a dudo (round 1, out); seat 0's
 * die falls at the throw of round 2 (out): seat 1 wins. Seat 0 held dice in both rounds (it was in
 * when round 2 was thrown), seat 2 in one; a fallen die is no challenge lost.
 */
export function fallenDieRecord(): GameRecord {
  return recordOf(3, { dicePerPlayer: 1, fallenDieLost: true, oneDieRound: 'none' }, [
    roll([2], [3], [4]),
    bid(0, 1, 3),
    bid(1, 1, 4),
    dudo(2), // true: seat 2 is out
    { type: 'roll', dice: [[], [5], []], fallen: [1, 0, 0] },
  ]);
}
