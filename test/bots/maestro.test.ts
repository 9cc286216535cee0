// Maestro (issue 4): exact equilibrium play from the solver's endgame tables in two-player endgames
// (engine/solver/tables.ts), Experto play elsewhere, and a reason that says which.
import { describe, expect, it } from 'vitest';
import { applyAction, applyOrThrow, createGame, createRng, viewFor, type Face } from '../../engine/index';
import { botConfig, decide } from '../../engine/bots/index';
import { repoEndgame } from '../setup/endgame-tables';

describe('Maestro endgames', () => {
  it('R-DUDO, R-CALZO: heads-up endgames are played from the tables when they hold them, else Experto says why', () => {
    const ids = new Set(repoEndgame.family('chile').tables.map((t) => t.id));
    for (const [mine, theirs] of [[1, 1], [1, 2], [2, 1]] as const) {
      // a chile game (10 dice at the start) brought down to mine v theirs, obligar already used
      const g = createGame({ rules: 'chile', players: 2, start: { seat: 0, direction: 'clockwise' } });
      const down = { ...g, players: g.players.map((p, i) => ({ ...p, dice: i === 0 ? mine : theirs, obligarUsed: true })) };
      let s = applyOrThrow(down, { type: 'roll', dice: [[3, 1].slice(0, mine) as Face[], [5, 3].slice(0, theirs) as Face[]] });
      for (let turn = 0; turn < 4 && s.phase === 'bidding'; turn++) {
        const seat = s.toAct!;
        const d = decide(viewFor(s, seat), createRng(turn + 1), { ...botConfig('maestro', 'balanced', repoEndgame), samples: 100 });
        const id = `${mine}v${theirs}`; // tables are keyed starter (seat 0) v responder
        if (ids.has(id)) expect(d.reason.kind, `${id} turn ${turn}`).toBe('equilibrium');
        else expect(d.reason.text).toMatch(/endgame tables: .*Experto play/);
        const r = applyAction(s, d.action!);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        s = r.state;
      }
    }
  });

  it('away from the endgame (5v5, four players) Maestro plays Experto without a table note', () => {
    const g = createGame({ rules: 'chile', players: 4, start: { seat: 0, direction: 'clockwise' } });
    const s = applyOrThrow(g, { type: 'roll', dice: [[1, 2, 3, 4, 5], [2, 2, 3, 3, 4], [6, 6, 1, 2, 5], [4, 4, 4, 1, 3]] });
    const d = decide(viewFor(s, 0), createRng(1), { ...botConfig('maestro', 'balanced', repoEndgame), rollouts: 8 });
    expect(d.reason.text).not.toMatch(/endgame tables/);
    expect(applyAction(s, d.action!).ok).toBe(true);
  });
});
