// Issue 26 item 6: the bots' reasons of a round (its "why?") survive a restart mid-round and reach a
// client that comes back. The host holds them while the round is played (they may tell a bot's
// hidden dice) and keeps them in the autosave; a resumed host tells them at the round's resolution,
// and a client that resumes (a reload) is told those of the last resolved round again, never those
// of the round being played.
import { describe, expect, it } from 'vitest';
import { legalActions, type Action } from '../../engine/index';
import type { BotActionReason, GameNewPayload, HostEvent } from '../../common/contract/index';
import type { GameHost } from '../../main/host/index';
import { makeHost, recorder, tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

const HUMAN_AND_TWO_BOTS: GameNewPayload = {
  seats: [
    { name: 'Yo', kind: 'human', color: '#aa3322' },
    { name: 'Beto', kind: 'bot', level: 'medio', color: '#2233aa' },
    { name: 'Caro', kind: 'bot', level: 'medio', color: '#22aa33' },
  ],
  rules: 'chile',
  dice3d: false,
};

/** The bots' moves in the round being played (since the last round's challenge: its direction, its throw, its bids). */
function botMovesThisRound(host: GameHost): { seat: number; action: Action }[] {
  const actions = host.currentRecord!.actions;
  let from = actions.map((a) => a.type).lastIndexOf('roll');
  // the round's starter chose the direction before its throw (that move is the round's too)
  while (from > 0 && !['roll', 'startRoll', 'dudo', 'calzo'].includes(actions[from - 1]!.type)) from--;
  return actions.slice(from).flatMap((a) => ('seat' in a && a.seat !== 0 ? [{ seat: a.seat, action: a }] : []));
}

/** Plays seat 0 (bids) until it is its turn in a round where a bot has moved and nothing is resolved yet. */
async function playToHeldReasons(host: GameHost, client: ReturnType<GameHost['connect']>): Promise<void> {
  for (let i = 0; i < 500; i++) {
    await host.whenSettled();
    const s = host.currentState!;
    if (s.phase === 'game-over') throw new Error('the game ended');
    // a watching table continues after each reveal
    if (s.phase === 'roll' && s.lastResolution?.round === s.round) await client.handle('round:continue', { round: s.round });
    if (s.toAct !== 0) {
      await sleep(5);
      continue;
    }
    if (s.phase === 'bidding' && s.lastResolution?.round !== s.round && botMovesThisRound(host).length > 0) return;
    const legal = legalActions(s, 0);
    const action = legal.find((a) => a.type === 'bid') ?? legal[0]!;
    const r = await client.handle('game:act', { action });
    if (!r.ok) throw new Error(`refused: ${r.error.code}`);
  }
  throw new Error('no bot moved before seat 0');
}

const reasonsOf = (events: readonly HostEvent[]): { round: number; reasons: readonly BotActionReason[] }[] =>
  events.flatMap((e) => (e.type === 'bot-reasons' ? [{ round: e.round, reasons: e.reasons }] : []));

describe('the bots\' reasons across a restart and a reload (issue 26 item 6)', () => {
  it('a host restarted mid-round and resumed from its autosave tells that round\'s bot reasons (those made before the restart) at its resolution', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const first = makeHost(t.dir).host;
    const c1 = first.connect(() => undefined);
    expect((await c1.handle('game:new', HUMAN_AND_TWO_BOTS)).ok).toBe(true);
    await playToHeldReasons(first, c1);
    const round = first.currentState!.round;
    const moves = botMovesThisRound(first);
    await first.flush();
    await first.close();

    const second = makeHost(t.dir).host;
    cleanups.push(() => second.close());
    const { client, events } = recorder(second);
    expect((await client.handle('game:resume', {})).ok).toBe(true);
    // resumed mid-round: nothing of this round's reasons is told yet (they may tell hidden dice)
    expect(reasonsOf(events).filter((r) => r.round === round)).toEqual([]);
    const dudo = legalActions(second.currentState!, 0).find((a) => a.type === 'dudo')!;
    expect((await client.handle('game:act', { action: dudo })).ok).toBe(true);
    await second.whenSettled();
    const told = reasonsOf(events).filter((r) => r.round === round);
    expect(told).toHaveLength(1);
    expect(told[0]!.reasons.map((r) => ({ seat: r.seat, action: r.action }))).toEqual(moves);
    expect(told[0]!.reasons.every((r) => r.reason.length > 0)).toBe(true);
  });

  it('a client that resumes the game (a reload) is told the last resolved round\'s bot reasons again, never the round being played', async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    const { host } = makeHost(t.dir);
    cleanups.push(() => host.close());
    const c1 = host.connect(() => undefined);
    // a watching table: the game waits at the reveal until it continues (no round is resolved behind it)
    await c1.handle('client:table', { watching: true, dice3d: false });
    expect((await c1.handle('game:new', HUMAN_AND_TWO_BOTS)).ok).toBe(true);
    // mid-round, nothing resolved yet: a reloaded page is told no reasons
    await playToHeldReasons(host, c1);
    const early = recorder(host);
    expect((await early.client.handle('game:resume', {})).ok).toBe(true);
    expect(reasonsOf(early.events)).toEqual([]);
    // the round resolved (seat 0 calls dudo): a page reloaded at its reveal is told its reasons
    const round = host.currentState!.round;
    const dudo = legalActions(host.currentState!, 0).find((a) => a.type === 'dudo')!;
    expect((await c1.handle('game:act', { action: dudo })).ok).toBe(true);
    await host.whenSettled();
    expect(host.currentState!.lastResolution?.round).toBe(round);
    const told = reasonsOf(early.events).filter((r) => r.round === round);
    expect(told).toHaveLength(1);
    const reloaded = recorder(host);
    expect((await reloaded.client.handle('game:resume', {})).ok).toBe(true);
    expect(reasonsOf(reloaded.events)).toEqual(told);
  });
});
