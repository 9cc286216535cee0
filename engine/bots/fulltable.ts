// Maestro at a table of three to five (issue 14): a look-ahead against the next player's answer, then the
// round played out. In sampled deals of the dice it cannot see (Experto's inference from the bids: its own
// guesses, never the hidden dice), each candidate (dudo, calzo where legal, Experto's best few bids) is played;
// after a bid the next player answers as modelled by Experto's rule (headsup.ts leanAnswer, from that player's
// own view of the deal), and the rest of the round is played out by the rollout policy (rollout.ts). The
// candidate with the least expected loss of a die wins. Pure but for the Rng.
import { applyAction, createRng, viewFor, type GameEvent, type GameState, type Rng, type SeatAction, type SeatView } from '../index';
import { worldBidLoss } from './bidloss';
import { leanAnswer } from './headsup';
import { fmt, judgeAll, pct, type Judged } from './policy';
import { hypothesis, rollout, Tails } from './rollout';
import { readTable, type TableRead } from './table';
import { PERSONALITIES, type BotConfig, type BotDecision } from './types';
import { sampleWorlds, worldModel } from './worlds';

/** The look-ahead's size. */
export interface FullTableConfig {
  /** Deals searched at most (the level's `rollouts` caps it). */
  readonly deals: number;
  /** Bids searched besides dudo and calzo, the best by Experto's estimate (the level's `shortlist` caps it). */
  readonly candidates: number;
  /** Worlds the modelled next player samples per answer (Experto samples 400). */
  readonly modelSamples: number;
  /** What a die gained by calzo is worth against one lost (as Experto's rollouts count it). */
  readonly gain: number;
  /** The largest table the look-ahead plays; above it Experto's search with Maestro's worlds and rollouts decides (measured stronger at six: docs/solver.md). */
  readonly maxPlayers: number;
}

export const FULL_TABLE: FullTableConfig = { deals: 32, candidates: 5, modelSamples: 64, gain: 0.5, maxPlayers: 5 };

/** Whether the look-ahead applies: three to maxPlayers players in, a normal round, this seat to act, its dice and the counts known. */
export function fullTableApplies(view: SeatView, t: TableRead, cfg: FullTableConfig = FULL_TABLE): boolean {
  return t.active.length >= 3 && t.active.length <= cfg.maxPlayers && view.toAct === view.seat && t.round.kind === 'normal' && !t.estimated && t.myHand !== null;
}

interface Score {
  /** Expected loss of a die (a die gained by calzo counts −gain). */
  readonly loss: number;
  /** Share of the deals where the next player answered a bid: dudo, calzo, a raise. */
  readonly answers: { dudo: number; calzo: number; raise: number };
}

/** This seat's loss in a resolved challenge: 1 for a lost die, −gain for a won calzo (R-DUDO, R-CALZO). */
function resolvedLoss(events: readonly GameEvent[], me: number, gain: number): number | null {
  for (const e of events) if (e.type === 'resolution') return e.resolution.loser === me ? 1 : e.resolution.gainer === me ? -gain : 0;
  return null;
}

/** Maestro's decision at a full table, or null where the look-ahead does not apply (Experto's play then). */
export function decideFullTable(view: SeatView, rng: Rng, config: BotConfig, cfg: FullTableConfig = FULL_TABLE): BotDecision | null {
  const t = readTable(view);
  if (!fullTableApplies(view, t, cfg)) return null;
  const me = t.seat;
  const worlds = sampleWorlds(t, config.samples, rng);
  const input = { view, table: t, model: worldModel(worlds, t.totalDice), personality: config.personality, rng, bidLoss: worldBidLoss(view, t, worlds) };
  const judged = judgeAll(input);
  const bids = judged.filter((j) => j.action.type === 'bid').sort((a, b) => a.loss - b.loss);
  const calls = judged.filter((j) => j.action.type === 'dudo' || j.action.type === 'calzo');
  const candidates: Judged[] = [...calls, ...bids.slice(0, Math.min(cfg.candidates, Math.max(1, config.shortlist)))];
  if (candidates.length === 0) return null;

  const deals = Math.max(1, Math.min(cfg.deals, config.rollouts, worlds.n));
  const starts: GameState[] = worlds.hands.slice(0, deals).map((h) => hypothesis(view, h));
  const players = t.active.length;
  const tails = new Tails();
  const modelRng = createRng(Math.floor(rng() * 2 ** 31));
  const memo = new Map<string, SeatAction | null>();
  const balanced = PERSONALITIES.balanced;
  /** The next player's answer, Experto's rule from its own view of the deal, memoised by its hand and the claims. */
  const answer = (state: GameState, seat: number): SeatAction | null => {
    const round = state.current!;
    const key = `${seat}|${[...round.hands[seat]!].sort().join('')}|${round.claims.map((c) => (c.kind === 'bid' ? `${c.bid.count}x${c.bid.face}` : c.kind)).join(',')}`;
    if (memo.has(key)) return memo.get(key)!;
    const a = leanAnswer(viewFor(state, seat), modelRng, balanced, cfg.modelSamples);
    memo.set(key, a);
    return a;
  };

  const score = (a: SeatAction): Score | null => {
    const answers = { dudo: 0, calzo: 0, raise: 0 };
    let loss = 0;
    for (const start of starts) {
      const r = applyAction(start, a);
      if (!r.ok) return null;
      const settled = resolvedLoss(r.events, me, cfg.gain);
      if (settled !== null) {
        loss += settled;
        continue;
      }
      const next = r.state.toAct;
      if (r.state.phase !== 'bidding' || next === null) {
        loss += 1 / players;
        continue;
      }
      const reply = answer(r.state, next);
      if (reply?.type === 'dudo') answers.dudo += 1 / deals;
      else if (reply?.type === 'calzo') answers.calzo += 1 / deals;
      else if (reply?.type === 'bid') answers.raise += 1 / deals;
      if (!reply) {
        loss += 1 / players;
        continue;
      }
      // the round played out after the answer (rollout.ts: every seat by the rollout policy, undecided = 1/players)
      loss += rollout(r.state, reply, me, tails, cfg.gain, players);
    }
    return { loss: loss / deals, answers };
  };

  let chosen: { j: Judged; s: Score } | null = null;
  for (const j of candidates) {
    const s = score(j.action);
    if (s && (!chosen || s.loss < chosen.s.loss - 1e-9)) chosen = { j, s };
  }
  if (!chosen) return null;
  const { j, s } = chosen;
  const loss = Math.min(1, Math.max(0, s.loss));
  const answered =
    j.action.type === 'bid' ? ` (the next player would doubt it in ${pct(s.answers.dudo)} of them, call it exact in ${pct(s.answers.calzo)}, raise in ${pct(s.answers.raise)})` : '';
  const text = `${j.reason.text}; loses a die in about ${pct(loss)} of ${deals} likely deals, looking ahead at the next player's answer and playing out the round${answered}`;
  return { action: j.action, reason: { ...j.reason, text, notes: { ...j.reason.notes, rollouts: { loss: fmt(loss), n: deals } } } };
}
