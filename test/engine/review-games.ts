// Bot games kept as records, for the review's tests and bench (issue 40): each seat a bot of a level,
// dice dealt from a seed (test/bots/play.ts dealFor), every applied action recorded.
import { applyAction, createGame, createRng, gameFromRecord, newRecord, seatsThatMayAct, viewFor, type Action, type GameRecord, type RulesSpec } from '../../engine/index';
import { createBot, type BotLevel, type EndgameShelf } from '../../engine/bots/index';
import { decisionSeed, estimateChoices, estimateRoundChoices, exactChoices, isRoundChoice } from '../../engine/review/index';
import { dealFor, mix } from '../bots/play';

/** A bot level, or `reference`: the review's own best choice at every decision (its score should be near 100). */
export type SeatLevel = BotLevel | 'reference';

/** The reference player: the choice the review values best from the view (exact where a table covers it). */
function referencePlayer(endgame: EndgameShelf | null) {
  return {
    decide(view: Parameters<typeof estimateChoices>[0], step: number) {
      // the direction and obligar the review values best (O-DIR, R-OBLIGAR); a start roll as Maestro
      if (isRoundChoice(view)) return estimateRoundChoices(view, decisionSeed(step))?.[0]?.action ?? view.legal[0]!;
      if (view.phase !== 'bidding') return createBot('maestro', 'balanced', endgame).decide(view, createRng(step)).action;
      if (view.toAct !== view.seat) return null; // never raises out of turn (O-SALSA)
      const choices = (endgame ? exactChoices(view, endgame) : null) ?? estimateChoices(view, decisionSeed(step));
      return choices?.[0]?.action ?? view.legal[0]!;
    },
  };
}

export interface BotGameOptions {
  readonly rules: RulesSpec;
  readonly levels: readonly SeatLevel[];
  readonly seed: number;
  readonly endgame?: EndgameShelf | null;
  readonly maxActions?: number;
}

/** Plays a whole game between bots and returns its record (players named by level). */
export function botGameRecord(o: BotGameOptions): GameRecord {
  const endgame = o.endgame ?? null;
  const players = o.levels.map((l) => {
    if (l === 'reference') return referencePlayer(endgame);
    const bot = createBot(l, 'balanced', endgame);
    return { decide: (view: Parameters<typeof estimateChoices>[0], _step: number, rng: () => number) => bot.decide(view, rng).action };
  });
  const rngs = o.levels.map((_, s) => createRng(mix(o.seed, 7, s)));
  let state = createGame({ rules: o.rules, players: o.levels.length });
  const actions: Action[] = [];
  const max = o.maxActions ?? 5000;
  while (state.phase !== 'game-over' && actions.length < max) {
    let action: Action | null = dealFor(state, o.seed, actions.length);
    if (!action) {
      const seats = seatsThatMayAct(state);
      const order = [...seats.filter((s) => s !== state.toAct), ...(state.toAct !== null ? [state.toAct] : [])];
      for (const s of order) {
        const chosen = players[s]!.decide(viewFor(state, s), actions.length, rngs[s]!);
        if (chosen) {
          action = chosen;
          break;
        }
      }
      if (!action) throw new Error('the seat to act returned no action');
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
    actions.push(action);
  }
  return { ...newRecord(o.rules, o.levels.map((l, s) => ({ name: `${l} ${s + 1}`, bot: l }))), actions };
}

/** The record with the dice of every seat but `keep` shuffled among those seats (per-seat counts kept, so every count and outcome is the same). */
export function shuffleOthersDice(record: GameRecord, keep: number, seed: number): GameRecord {
  const rng = createRng(seed);
  let state = gameFromRecord(record);
  const actions: Action[] = [];
  for (const a of record.actions) {
    let action = a;
    // R-OBLIGAR open: the seat sees the others' dice, so they are part of its view: left as they are
    if (a.type === 'roll' && state.upcoming.kind !== 'obligar-open') {
      const pool = a.dice.flatMap((h, s) => (s === keep ? [] : h));
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      let k = 0;
      action = { ...a, dice: a.dice.map((h, s) => (s === keep ? h : h.map(() => pool[k++]!))) };
    }
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
  }
  return { ...record, actions };
}
