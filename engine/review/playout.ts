// Issue 40 item 3: a bid valued as Maestro values it, deeper than the world model's one-step bid risk (which
// rated Maestro's bids below Experto's). In the decision's worlds, after the bid: at a table of three to five in
// a normal round, the next player answers as Maestro models it (Experto's rule from that player's view of the
// world, engine/bots/headsup.ts leanAnswer, as engine/bots/fulltable.ts), then the round is played out by the
// rollout policy (engine/bots/rollout.ts); elsewhere the round is played out straight away (Experto's rollouts).
// The value is the share of worlds in which the decider loses the round (1/n when it is still open after 40
// moves). The bids the world model ranks best and the bid played are valued so (value.ts).
import { applyAction, createRng, viewFor, type GameState, type SeatAction, type SeatView } from '../index';
import { leanAnswer } from '../bots/headsup';
import { hypothesis, rollout, Tails } from '../bots/rollout';
import type { TableRead } from '../bots/table';
import { PERSONALITIES } from '../bots/types';
import type { Worlds } from '../bots/worlds';

/** The bids the world model ranks best that are played out (Maestro's own shortlist is 5). */
export const PLAYOUT_SHORTLIST = 6;
/** Worlds each shortlisted bid is played out in (the same worlds for every bid: their differences are steadier). */
export const PLAYOUT_WORLDS = 64;
/** Worlds the modelled next player samples per answer (Maestro's full-table look-ahead: 64). */
const ANSWER_SAMPLES = 64;
/** The largest table where the next player's answer is modelled (Maestro's full-table look-ahead: 5). */
const ANSWER_MAX_PLAYERS = 5;

/** Whether the next player's answer is modelled (Maestro's full-table look-ahead applies). */
export function answerModelled(t: TableRead): boolean {
  return t.active.length >= 3 && t.active.length <= ANSWER_MAX_PLAYERS && t.round.kind === 'normal' && !t.estimated && t.myHand !== null;
}

/**
 * The playout loss of each bid in `bids` (the same order), over the first PLAYOUT_WORLDS worlds; `n` the
 * worlds used. A won calzo counts nothing (a round not lost). A bid's loss depends on the worlds, `seed` (the
 * decision's) and that bid only, never on the other bids valued with it.
 */
export function playoutBidLosses(view: SeatView, table: TableRead, worlds: Worlds, bids: readonly SeatAction[], seed: number): { losses: number[]; n: number } {
  const n = Math.min(PLAYOUT_WORLDS, worlds.n);
  const starts: GameState[] = worlds.hands.slice(0, n).map((h) => hypothesis(view, h));
  const players = table.active.length;
  const me = table.seat;
  const tails = new Tails();
  const modelled = answerModelled(table);
  const memo = new Map<string, SeatAction | null>();
  // the next player's answer from its own view of the world, memoised by its hand and the claims (fulltable.ts)
  const answer = (state: GameState, seat: number): SeatAction | null => {
    const round = state.current!;
    const key = `${seat}|${[...round.hands[seat]!].sort().join('')}|${round.claims.map((c) => (c.kind === 'bid' ? `${c.bid.count}x${c.bid.face}` : c.kind)).join(',')}`;
    if (memo.has(key)) return memo.get(key)!;
    const a = leanAnswer(viewFor(state, seat), createRng(seed ^ hashOf(key)), PERSONALITIES.balanced, ANSWER_SAMPLES);
    memo.set(key, a);
    return a;
  };
  const lossOf = (bid: SeatAction): number => {
    let loss = 0;
    for (const start of starts) {
      if (!modelled) {
        loss += rollout(start, bid, me, tails, 0, players);
        continue;
      }
      const r = applyAction(start, bid);
      const next = r.ok ? r.state.toAct : null;
      const reply = r.ok && r.state.phase === 'bidding' && next !== null ? answer(r.state, next) : null;
      loss += r.ok && reply ? rollout(r.state, reply, me, tails, 0, players) : 1 / players;
    }
    return n > 0 ? loss / n : 0;
  };
  return { losses: bids.map(lossOf), n };
}

/** FNV-1a of a string: the modelled answer's seed follows what it answers (reproducible whatever else is valued). */
export function hashOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
