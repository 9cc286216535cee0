// Issue 38 item 6: when an online game ends, every player's app keeps its whole record in its History,
// marked online, with the other players' names (the record's). Two desktop hosts (own data folders) and
// a real server in-process on 127.0.0.1 (a free port) play a whole game with a bot through the relay;
// then both histories hold it, history:record gives its record and record:import/replay replays it,
// and a host started again on the same folder still lists it as online. Bad records change nothing.
import { describe, expect, it } from 'vitest';
import { exportRecord, parseRecordText } from '../../engine/index';
import type { History, RecordExport, Result } from '../../common/contract/index';
import { Persistence } from '../../main/host/persistence';
import { onlineGameEntry } from '../../main/host/records';
import { makeHost, recorder, tempDir, useCleanups } from '../host/helpers';
import { until } from '../server/helpers';
import { createTable, joinTable, onlineApp, useOnlineServer } from './online-kit';

const cleanups = useCleanups();
const srv = useOnlineServer();
const app = () => onlineApp(cleanups, srv.current);

async function history(a: { client: ReturnType<typeof recorder>['client'] }): Promise<History> {
  const r = (await a.client.handle('history:get', {})) as Result<History>;
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('an online game ends: both apps keep it in their history, marked online (issue 38 item 6)', () => {
  it('both histories hold the game with the record’s players, its record replays, and it stays online after a restart', async () => {
    const ana = app();
    const ben = app();
    const created = await createTable(ana);
    await joinTable(ben, created.link);
    await until(() => ana.lobby?.seats[1]?.person?.name === 'Ben', 'Ben in the lobby');
    // nothing in either history before the game
    expect((await history(ana)).games).toEqual([]);
    await ana.client.handle('online:lobby-action', { action: { type: 'start' } });
    ana.start();
    ben.start();
    await until(() => ana.lobby?.phase === 'over' && ben.lobby?.phase === 'over', 'the end of the game', 90_000);

    // the record is fetched from the room when the lobby turns over: wait for both histories
    let anaGames: History['games'] = [];
    let benGames: History['games'] = [];
    const end = Date.now() + 20_000;
    while (anaGames.length === 0 || benGames.length === 0) {
      if (Date.now() > end) throw new Error('timed out waiting for both histories to hold the online game');
      await new Promise((r) => setTimeout(r, 20));
      anaGames = (await history(ana)).games;
      benGames = (await history(ben)).games;
    }
    expect(anaGames).toHaveLength(1);
    expect(benGames).toHaveLength(1);
    const entry = anaGames[0]!;
    expect(entry).toMatchObject({ online: true, hasRecord: true, preset: 'chile' });
    // the table's code (never its secret) and the record's hash
    const [tableCode, secret] = created.code.split('-');
    expect(entry.id).toMatch(new RegExp(`^online-${tableCode}-[0-9a-f]{16}$`));
    expect(entry.id).not.toContain(secret);
    // the other players' names, as the record has them: two people and the bot
    expect(entry.players.map((p) => p.kind)).toEqual(['human', 'human', 'bot']);
    expect(entry.players.slice(0, 2).map((p) => p.name)).toEqual(['Ana', 'Ben']);
    expect(entry.players[2]).toMatchObject({ kind: 'bot', level: 'novato' });
    expect(entry.players.map((p) => p.name)).toContain(entry.winner);
    // the same game, the same entry in both apps
    expect(benGames[0]).toMatchObject({ id: entry.id, online: true, winner: entry.winner, actionCount: entry.actionCount, rounds: entry.rounds });

    // its record, kept on this computer, replays (watch again)
    await ana.client.handle('online:leave', {});
    const rec = (await ana.client.handle('history:record', { id: entry.id })) as Result<RecordExport>;
    if (!rec.ok) throw new Error(rec.error.message);
    const imported = await ana.client.handle('record:import', { text: rec.value.text });
    expect(imported).toMatchObject({ ok: true, value: { players: ['Ana', 'Ben', entry.players[2]!.name], finished: true, actionCount: entry.actionCount } });
    const last = await ana.client.handle('record:replay', { step: entry.actionCount, seat: null });
    expect(last).toMatchObject({ ok: true, value: { step: entry.actionCount, total: entry.actionCount } });

    // on disk: a host started again on Ben's folder lists it, still marked online
    await ben.client.handle('online:leave', {});
    await ben.host.flush();
    const again = makeHost(ben.dir);
    try {
      const r = (await recorder(again.host).client.handle('history:get', {})) as Result<History>;
      expect(r.ok && r.value.games.map((g) => [g.id, g.online])).toEqual([[entry.id, true]]);
    } finally {
      await again.host.close();
    }

    // bad records change nothing; the same game kept twice is one entry (Persistence.keepOnlineGame)
    const t = tempDir();
    cleanups.push(t.cleanup);
    const store = new Persistence(t.dir, () => undefined, () => undefined);
    const parsed = parseRecordText(rec.value.text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const unfinished = exportRecord({ ...parsed.record, actions: parsed.record.actions.slice(0, 1) });
    expect(store.keepOnlineGame('ABCDEF', '{"not": "a record"}')).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    expect(store.keepOnlineGame('ABCDEF', unfinished)).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    expect(store.keepOnlineGame('../x', rec.value.text)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'code' } });
    expect(store.history.games).toEqual([]);
    expect(store.keepOnlineGame('ABCDEF', rec.value.text).ok).toBe(true);
    expect(store.keepOnlineGame('ABCDEF', rec.value.text).ok).toBe(true);
    expect(store.history.games.map((g) => g.online)).toEqual([true]);
    await store.flush();
  }, 120_000);

  it('onlineGameEntry refuses what is not a finished game, with a typed error', () => {
    expect(onlineGameEntry('ABCDEF', 'not json', new Date(0), true)).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    expect(onlineGameEntry('abc def', '{}', new Date(0), true)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
  });
});
