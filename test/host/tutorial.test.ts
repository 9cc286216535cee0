// "Learn to play" (issue 26.2) through the host: the scripted deal and bots' moves, checked by the
// engine, with the person's moves the coach asks for; nothing of it is kept on disk.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeatAction } from '../../engine/index';
import { TUTORIAL_ACTIONS, TUTORIAL_SEAT, type AppInfo, type History, type Result, type Settings } from '../../common/contract/index';
import { hostInTempDir, ONE_HUMAN, recorder, useCleanups } from './helpers';

const cleanups = useCleanups();

/** The value of a reply that must have succeeded. */
function value<T>(r: Result<unknown>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

/** The person's moves of the script, in order. */
const personMoves = TUTORIAL_ACTIONS.filter((a): a is SeatAction => 'seat' in a && a.seat === TUTORIAL_SEAT);

async function playScript(host: ReturnType<typeof hostInTempDir>['host'], client: ReturnType<typeof recorder>['client']): Promise<void> {
  for (const move of personMoves) {
    await host.whenSettled();
    expect(host.currentState?.toAct).toBe(TUTORIAL_SEAT);
    const r = await client.handle('game:act', { action: move });
    expect(r.ok, JSON.stringify(r)).toBe(true);
  }
  await host.whenSettled();
}

describe('tutorial:start', () => {
  it('R-WILD, R-DUDO, R-OBLIGAR, R-CALZO, R-RESERVE: the scripted game follows the script to the end of round 2', async () => {
    const { host } = hostInTempDir(cleanups);
    const { events, client } = recorder(host);
    const r = await client.handle('tutorial:start', { name: 'Tú', dice3d: false });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toMatchObject({ tutorial: true, humanSeats: [TUTORIAL_SEAT] });
    await playScript(host, client);
    // every action of the record is the script's, in order (dice and bots' moves included); round 3 is then rolled as in any game
    expect(host.currentRecord?.actions.slice(0, TUTORIAL_ACTIONS.length)).toEqual(TUTORIAL_ACTIONS);
    const resolutions = events.flatMap((e) => (e.type === 'events' ? e.events : [])).flatMap((g) => (g.type === 'resolution' ? [g.resolution] : []));
    // round 1: four threes called, three counted with the ace (R-WILD): Beto loses a die (R-DUDO)
    expect(resolutions[0]).toMatchObject({ kind: 'dudo', caller: 0, loser: 2, count: { face: 3, total: 3, wild: 1 } });
    // round 2: Beto's open obligar, aces not wild; two sixes exact: the calzo wins a die, kept in reserve
    expect(resolutions[1]).toMatchObject({ kind: 'calzo', caller: 0, gainer: 0, loser: null, wildFace: null, count: { face: 6, total: 2 } });
    expect(host.currentState?.players[0]).toMatchObject({ dice: 2, reserve: 1 });
    // no bot reason is told for a scripted move (there is none to tell)
    expect(events.some((e) => e.type === 'bot-reasons')).toBe(false);
    expect(events.filter((e) => e.type === 'bot-action').length).toBe(TUTORIAL_ACTIONS.filter((a) => 'seat' in a && a.seat !== TUTORIAL_SEAT).length);
  });

  it('is never kept: no autosave, no history; a saved game stays offered for resume; abandon leaves it', async () => {
    const { host, dir } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    expect((await client.handle('game:new', ONE_HUMAN)).ok).toBe(true);
    await host.whenSettled();
    // a live game refuses the tutorial (it would be lost): a typed error
    const refused = await client.handle('tutorial:start', { name: 'Yo', dice3d: false });
    expect(refused).toMatchObject({ ok: false, error: { code: 'GAME_IN_PROGRESS' } });
    await host.close();
    // the app starts again: the saved game is offered; the tutorial leaves it alone
    const again = hostInTempDir(cleanups, { userDataDir: dir });
    const c2 = recorder(again.host).client;
    const info = await c2.handle('app:info', {});
    expect(value<AppInfo>(info).resume).not.toBeNull();
    expect((await c2.handle('tutorial:start', { name: 'Yo', dice3d: false })).ok).toBe(true);
    await playScript(again.host, c2);
    await again.host.flush();
    expect((await c2.handle('game:abandon', {})).ok).toBe(true);
    await again.host.flush();
    expect(existsSync(join(dir, 'autosave.json'))).toBe(true);
    const after = await c2.handle('app:info', {});
    expect(value<AppInfo>(after).resume?.players).toEqual(['Yo', 'Beto']);
    const history = await c2.handle('history:get', {});
    expect(value<History>(history).games).toEqual([]);
  });

  it('a move off the script is still the engine\'s to judge, and the game goes on as a plain game', async () => {
    const { host, logs } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    expect((await client.handle('tutorial:start', { name: 'Yo', dice3d: false })).ok).toBe(true);
    await host.whenSettled();
    // R-ACE-1: not on aces at the opening, tutorial or not
    const aces = await client.handle('game:act', { action: { type: 'bid', seat: 0, count: 2, face: 1 } });
    expect(aces).toMatchObject({ ok: false, error: { code: 'RULE' } });
    // 2×6 off the script's 2×3: the script's next move (Beto's 2×5) no longer raises it, so a host still on the script
    // would have it refused (and say so); the bots play as bots instead (a bot may well bid what the script says, so
    // the move itself cannot tell)
    expect(TUTORIAL_ACTIONS[3]).toEqual({ type: 'bid', seat: 1, count: 2, face: 5 });
    const off = await client.handle('game:act', { action: { type: 'bid', seat: 0, count: 2, face: 6 } });
    expect(off.ok).toBe(true);
    await host.whenSettled();
    const actions = host.currentRecord!.actions;
    expect(actions.length).toBeGreaterThan(3);
    expect(actions[3]).toMatchObject({ seat: 1 });
    expect(logs.filter((l) => /scripted move/i.test(l))).toEqual([]);
  });

  it('bad payloads get a typed error and change nothing', async () => {
    const { host } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    for (const bad of [{}, { name: '', dice3d: false }, { name: 'Yo', dice3d: 'yes' }, { name: 'Yo', dice3d: false, seed: 1 }]) {
      expect(await client.handle('tutorial:start', bad)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    }
    expect(host.currentState).toBeNull();
    // the menu's offer is a setting: a bad value is refused with the field named
    expect(await client.handle('settings:set', { patch: { tutorialOffered: 'yes' } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const ok = await client.handle('settings:set', { patch: { tutorialOffered: true } });
    expect(value<Settings>(ok).tutorialOffered).toBe(true);
  });
});

