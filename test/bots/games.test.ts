// Whole games between bots in every preset: they finish, every special round is played by the bots,
// and a bot's input never holds hidden dice (ARCHITECTURE.md information hiding).
import { describe, expect, it } from 'vitest';
import { mayLook, viewFor, type GameState, type RulesSpec, type SeatView } from '../../engine/index';
import { createBot, decide, botConfig, type BotLevel } from '../../engine/bots/index';
import { createRng } from '../../engine/random';
import { playGame, type Player } from './play';
import { repoEndgame } from '../setup/endgame-tables';

interface Table {
  readonly rules: RulesSpec;
  readonly levels: readonly BotLevel[];
}

const TABLES: readonly Table[] = [
  { rules: 'chile', levels: ['novato', 'medio', 'experto', 'simple'] },
  { rules: { preset: 'chile', options: { obligarEveryTime: true, dicePerPlayer: 3 } }, levels: ['novato', 'novato', 'maestro'] },
  { rules: 'chile-variantes', levels: ['novato', 'medio', 'experto', 'maestro'] },
  { rules: 'colombia', levels: ['medio', 'experto', 'novato', 'simple'] },
  { rules: { preset: 'francia', options: { salsa: true, hiddenDiceCounts: true, blankBids: true } }, levels: ['experto', 'medio', 'novato', 'maestro'] },
  { rules: 'clasico', levels: ['medio', 'experto', 'simple'] },
  { rules: 'perudo', levels: ['medio', 'novato', 'experto', 'simple', 'medio', 'novato'] },
  { rules: 'liars-dice', levels: ['experto', 'simple'] },
];

interface Seen {
  readonly view: SeatView;
  readonly state: GameState;
}

function spyPlayers(levels: readonly BotLevel[], calls: Seen[]): { players: Player[]; record: (view: SeatView, state: GameState) => void } {
  // lighter Monte Carlo than in play, to keep the test short; the same code paths
  const players = levels.map((l) => {
    const config = { ...createBot(l, 'balanced', repoEndgame).config, samples: 120, rollouts: 10 };
    return { decide: (view: SeatView, rng: () => number) => decide(view, rng, config) };
  });
  return { players, record: (view, state) => calls.push({ view, state }) };
}

describe('bots play whole games', () => {
  const calls: Seen[] = [];
  const actions = new Set<string>();
  const winners: (number | null)[] = [];

  it('R-DEAL-END: games of every preset end with a winner, only legal actions applied', () => {
    for (const [i, t] of TABLES.entries()) {
      for (const seed of [1, 2, 3]) {
        const { players, record } = spyPlayers(t.levels, calls);
        const r = playGame({
          rules: t.rules,
          players,
          dealSeed: 100 * i + seed,
          botSeed: seed,
          onDecision: (_s, _ms, view, d, state) => {
            record(view, state);
            if (d.action) actions.add(d.action.type);
          },
        });
        winners.push(r.winner);
        expect(r.state.phase, JSON.stringify(t.rules)).toBe('game-over');
      }
    }
    expect(winners.every((w) => w !== null)).toBe(true);
    for (const a of ['bid', 'dudo', 'calzo', 'obligar']) expect(actions.has(a), a).toBe(true);
  });

  it('R-OBLIGAR, R-PALIFICO, R-BLIND, R-LIVES, O-HIDDEN, O-SALSA: bots decided in every special round', () => {
    const kinds = new Set(calls.filter((c) => c.view.phase === 'bidding').map((c) => c.view.current!.kind));
    for (const k of ['normal', 'obligar-open', 'obligar-closed', 'palifico', 'blind', 'reprieve']) expect(kinds.has(k as never), k).toBe(true);
    // own dice unknown: blind rounds and open obligar
    expect(calls.some((c) => c.view.phase === 'bidding' && c.view.hands[c.view.seat!] === null)).toBe(true);
    expect(calls.some((c) => c.view.players.some((p) => !p.out && p.dice === null))).toBe(true);
    expect(calls.some((c) => c.view.phase === 'bidding' && c.view.toAct !== c.view.seat)).toBe(true);
  });

  it('information hiding: a bot is given its seat view and nothing of the hidden dice', () => {
    expect(calls.length).toBeGreaterThan(100);
    for (const { view, state } of calls) {
      const seat = view.seat!;
      expect(view).toEqual(viewFor(state, seat));
      expect(view.current === null || !('hands' in view.current)).toBe(true);
      if (state.phase !== 'bidding') continue;
      const round = state.current!;
      for (let o = 0; o < state.playerCount; o++) {
        const may = mayLook(round.kind, round.specialSeat, seat, o, state.players[seat]!.dice);
        if (!may) expect(view.hands[o], `seat ${seat} must not see seat ${o}`).toBeNull();
        if (state.options.hiddenDiceCounts && o !== seat) expect(view.players[o]!.dice).toBeNull();
      }
    }
  });

  it('a bot takes a SeatView, never the GameState (type check)', () => {
    const state = calls.find((c) => c.view.phase === 'bidding')!.state;
    // @ts-expect-error the state is not a view: a bot cannot be handed the hidden dice
    expect(() => decide(state, createRng(1), botConfig('medio', 'balanced', repoEndgame))).toThrow();
  });

  it('seeded: the same view and seed give the same decision (replayable games)', () => {
    for (const { view } of calls.slice(0, 60)) {
      for (const level of ['novato', 'experto'] as const) {
        const a = decide(view, createRng(9), botConfig(level, 'balanced', repoEndgame));
        const b = decide(view, createRng(9), botConfig(level, 'balanced', repoEndgame));
        expect(a).toEqual(b);
      }
    }
  });
});
