// Bot games kept as records, for the review's tests and bench (issue 40): each seat a bot of a level,
// dice dealt from a seed (test/bots/play.ts dealFor), every applied action recorded.
import { applyAction, createGame, createRng, newRecord, seatsThatMayAct, viewFor, type Action, type GameRecord, type RulesSpec } from '../../engine/index';
import { createBot, type Bot, type BotLevel, type EndgameShelf } from '../../engine/bots/index';
import { dealFor, mix } from '../bots/play';

export interface BotGameOptions {
  readonly rules: RulesSpec;
  readonly levels: readonly BotLevel[];
  readonly seed: number;
  readonly endgame?: EndgameShelf | null;
  readonly maxActions?: number;
}

/** Plays a whole game between bots and returns its record (players named by level). */
export function botGameRecord(o: BotGameOptions): GameRecord {
  const bots: Bot[] = o.levels.map((l) => createBot(l, 'balanced', o.endgame ?? null));
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
        const d = bots[s]!.decide(viewFor(state, s), rngs[s]!);
        if (d.action) {
          action = d.action;
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
