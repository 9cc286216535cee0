// Players, history and statistics (issue 26.4): profiles for people, bots kept apart, every finished
// game kept with its record, old name-keyed stats migrated, bad payloads and bad files refused.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addStats, gameStats, legalActions, parseRecordText } from '../../engine/index';
import type { GameNewPayload, History, HistoryEntry, RecordExport, Stats } from '../../common/contract/index';
import { addGameToHistory, addGameToStats, botKey, EMPTY_STATS, HISTORY_LIMIT, migrateStatsV1, resolveProfiles, type SeatOfGame } from '../../main/host/profile';
import { GAMES_DIR } from '../../main/host/persistence';
import { errnoError } from '../../main/host/storage';
import { ALL_BOTS, makeHost, recorder, tempDir, untilOver, useCleanups } from './helpers';
import { blufferWinsRecord } from '../engine/stats-games';

const cleanups = useCleanups();
const FIXTURE = join(__dirname, 'fixtures', 'stats-v1');

function dir(): string {
  const t = tempDir();
  cleanups.push(t.cleanup);
  return t.dir;
}

function host(d: string, extra: Parameters<typeof makeHost>[1] = {}) {
  const h = makeHost(d, extra);
  cleanups.push(() => h.host.close());
  return { ...h, ...recorder(h.host) };
}

async function value<T>(p: Promise<{ ok: boolean; value?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r.value as T;
}

describe('a person and a bot of the same name never merge', () => {
  const names = ['Beto', 'beto', ' Beto ', 'Ana', 'Ñandú', 'Maestro'];
  it.each(names)('person "%s" and bots of that name (every level) keep separate statistics', (name) => {
    for (const level of ['facil', 'medio', 'dificil', 'maestro']) {
      const seats: SeatOfGame[] = [
        { name, kind: 'human', color: '#112233' },
        { name, kind: 'bot', level },
        { name: name.trim(), kind: 'bot', level },
      ];
      const resolved = resolveProfiles(EMPTY_STATS, seats, () => 'p1', new Date(0));
      expect(resolved.ids).toEqual(['p1', null, null]);
      // seat 1 (bot) catches seat 0 (person) bluffing; seat 0 wins the game (blufferWinsRecord)
      const stats = addGameToStats(resolved.stats, seats, resolved.ids, blufferWinsRecord());
      expect(stats.profiles.map((p) => p.name)).toEqual([name.trim()]);
      expect(stats.people['p1']).toMatchObject({ games: 1, wins: 1, dudos: 1, caughtBluffing: 1, challengesLost: 1 });
      const bot = stats.bots[botKey(name, level)]!;
      expect(bot.level).toBe(level);
      expect(bot.stats.wins).toBe(0);
      // seats 1 and 2 (one bot key when the names are the same): seat 1's three dudos, one right, and seat 2's wrong one
      const same = name === name.trim();
      expect(bot.stats).toMatchObject(same ? { games: 2, dudos: 4, dudosRight: 1, bluffsCaught: 1 } : { games: 1, dudos: 3, dudosRight: 1, bluffsCaught: 1 });
      // a later game: the person is found by the profile id, the bots by name and level, never each other
      const again = resolveProfiles(stats, seats, () => 'p2', new Date(0));
      expect(again.ids[0]).toBe('p1');
      expect(again.stats.profiles).toHaveLength(1);
    }
  });

  it('two person seats of one game never share a profile (the same profile chosen twice, or the same name)', () => {
    const base = resolveProfiles(EMPTY_STATS, [{ name: 'Ana', kind: 'human' }], () => 'a', new Date(0)).stats;
    let n = 0;
    const twice = resolveProfiles(base, [{ name: 'Ana', kind: 'human', profileId: 'a' }, { name: 'Ana', kind: 'human', profileId: 'a' }, { name: 'ana', kind: 'human' }], () => `new${++n}`, new Date(0));
    expect(twice.ids).toEqual(['a', 'new1', 'new2']);
  });

  it('a person chosen by profile id keeps it even when renamed; a new name without a profile makes a new one', () => {
    const base = resolveProfiles(EMPTY_STATS, [{ name: 'Ana', kind: 'human' }], () => 'a', new Date(0)).stats;
    const chosen = resolveProfiles(base, [{ name: 'Anita', kind: 'human', profileId: 'a' }, { name: 'Ana', kind: 'bot', level: 'medio' }], () => 'x', new Date(0));
    expect(chosen.ids).toEqual(['a', null]);
    const other = resolveProfiles(base, [{ name: 'Caro', kind: 'human' }], () => 'c', new Date(0));
    expect(other.ids).toEqual(['c']);
    expect(other.stats.profiles.map((p) => p.id)).toEqual(['a', 'c']);
  });

  it('through the host: person "Beto" and Maestro bot "Beto" play one game and come out as two players', async () => {
    const d = dir();
    const { host: h, client } = host(d);
    // only bots play to the end on their own: a person seat is played with dudo or the first legal move
    const setup: GameNewPayload = {
      seats: [
        { name: 'Beto', kind: 'human', color: '#aa3322' },
        { name: 'Beto', kind: 'bot', level: 'maestro', color: '#2233aa' },
      ],
      rules: { preset: 'chile', options: { dicePerPlayer: 1 } },
      dice3d: false,
    };
    const started = await client.handle('game:new', setup);
    expect(started.ok).toBe(true);
    await client.handle('game:show', { seat: 0 });
    for (let guard = 0; guard < 400 && h.currentState!.phase !== 'game-over'; guard++) {
      await h.whenSettled();
      const legal = legalActions(h.currentState!, 0);
      const action = legal.find((a) => a.type === 'dudo') ?? legal[0];
      if (!action) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      await client.handle('game:act', { action });
    }
    expect(h.currentState!.phase).toBe('game-over');
    await h.flush();
    const stats = await value<Stats>(client.handle('stats:get', {}));
    expect(stats.profiles.map((p) => p.name)).toEqual(['Beto']);
    const person = stats.people[stats.profiles[0]!.id]!;
    const bot = stats.bots[botKey('Beto', 'maestro')]!.stats;
    expect(person.games).toBe(1);
    expect(bot.games).toBe(1);
    expect(person.wins + bot.wins).toBe(1);
    const history = await value<History>(client.handle('history:get', {}));
    expect(history.games[0]!.players).toEqual([
      { name: 'Beto', kind: 'human', profileId: stats.profiles[0]!.id },
      { name: 'Beto', kind: 'bot', level: 'maestro' },
    ]);
  });
});

describe('old stats and history files migrate', () => {
  it('version 2 stats written before one source for the figures (issue 39.4) load as they are; a new game adds its gameStats figures', async () => {
    const d = dir();
    const v2 = join(__dirname, 'fixtures', 'stats-v2');
    copyFileSync(join(v2, 'stats.json'), join(d, 'stats.json'));
    copyFileSync(join(v2, 'history.json'), join(d, 'history.json'));
    const old = (JSON.parse(readFileSync(join(v2, 'stats.json'), 'utf8')) as { data: Stats }).data;
    const { host: h, client } = host(d);
    expect(h.storageProblems).toEqual([]);
    expect(await value<Stats>(client.handle('stats:get', {}))).toEqual(old);
    expect((await value<History>(client.handle('history:get', {}))).games).toHaveLength(1);
    // Beto (medio) plays again: his figures are the old ones plus this game's, counted from its record
    await client.handle('game:new', { ...ALL_BOTS, seats: [ALL_BOTS.seats[1]!, ALL_BOTS.seats[2]!] });
    await untilOver(h);
    await h.flush();
    const history = await value<History>(client.handle('history:get', {}));
    const parsed = parseRecordText((await value<RecordExport>(client.handle('history:record', { id: history.games[0]!.id }))).text);
    if (!parsed.ok) throw new Error('the kept record does not parse');
    const game = gameStats(parsed.record);
    if (!game.ok) throw new Error(game.error.message);
    const stats = await value<Stats>(client.handle('stats:get', {}));
    expect(stats.bots[botKey('Beto', 'medio')]!.stats).toEqual(addStats(old.bots[botKey('Beto', 'medio')]!.stats, game.stats[0]!));
    expect(stats.people).toEqual(old.people);
  });

  it('version 1 stats (by name) become profiles for the people and bot entries apart; nothing is lost; ids stay across starts', async () => {
    const d = dir();
    copyFileSync(join(FIXTURE, 'stats.json'), join(d, 'stats.json'));
    copyFileSync(join(FIXTURE, 'history.json'), join(d, 'history.json'));
    const first = host(d);
    expect(first.host.storageProblems).toEqual([]);
    const stats = await value<Stats>(first.client.handle('stats:get', {}));
    // Ana played as a person; Dani is in no kept game (taken as a person); Beto and Caro only as bots
    expect(stats.profiles.map((p) => p.name).sort()).toEqual(['Ana', 'Dani']);
    const ana = stats.profiles.find((p) => p.name === 'Ana')!;
    expect(stats.people[ana.id]).toEqual({ games: 3, wins: 2, rounds: 30, dudos: 5, dudosRight: 3, calzos: 1, calzosRight: 0, challengesLost: 4, bluffsCaught: 0, caughtBluffing: 0 });
    expect(stats.bots[botKey('Beto', 'maestro')]).toMatchObject({ name: 'Beto', level: 'maestro', stats: { games: 4, wins: 1 } });
    expect(stats.bots[botKey('Caro', 'medio')]?.stats.games).toBe(1);
    // the old history is kept as it was (its games have no record to watch again)
    const history = await value<History>(first.client.handle('history:get', {}));
    expect(history.games).toHaveLength(1);
    expect(history.games[0]!.hasRecord).toBeUndefined();
    expect(await first.client.handle('history:record', { id: history.games[0]!.id })).toMatchObject({ ok: false, error: { code: 'NO_RECORD' } });
    // written back as version 2 at once: the next start reads the same profiles
    await first.host.flush();
    expect(JSON.parse(readFileSync(join(d, 'stats.json'), 'utf8')).version).toBe(2);
    const second = host(d);
    expect(await value<Stats>(second.client.handle('stats:get', {}))).toEqual(stats);
  });

  it('a name that was both a person and a bot goes to the person (it cannot be split); the bot starts at zero', () => {
    const old = { players: { Beto: { games: 2, wins: 1, rounds: 9, dudos: 1, dudosRight: 1, calzos: 0, calzosRight: 0, challengesLost: 1 } } };
    const history: History = {
      games: [
        { id: 'g1', endedAt: '', players: [{ name: 'Beto', kind: 'human' }, { name: 'Beto', kind: 'bot', level: 'maestro' }], preset: 'chile', winner: 'Beto', rounds: 9, actionCount: 40 },
      ],
    };
    const s = migrateStatsV1(old, history, () => 'b', new Date(0));
    expect(s.profiles.map((p) => [p.id, p.name])).toEqual([['b', 'Beto']]);
    expect(s.people['b']?.games).toBe(2);
    expect(s.bots).toEqual({});
  });

  it('a corrupt version 1 stats file is a reported problem (kept aside), never a crash', async () => {
    const d = dir();
    writeFileSync(join(d, 'stats.json'), JSON.stringify({ version: 1, data: { players: { Ana: { games: 'many' } } } }));
    const { host: h, client } = host(d);
    expect(h.storageProblems.map((p) => p.file)).toEqual(['stats.json']);
    expect(await value<Stats>(client.handle('stats:get', {}))).toEqual(EMPTY_STATS);
  });
});

describe('every finished game is kept, with its record', () => {
  it('a finished game is in the history with its players and levels, and its record opens (history:record)', async () => {
    const d = dir();
    const { host: h, client } = host(d);
    await client.handle('game:new', ALL_BOTS);
    await untilOver(h);
    await h.flush();
    const history = await value<History>(client.handle('history:get', {}));
    const entry = history.games[0]!;
    expect(entry).toMatchObject({ preset: 'chile', hasRecord: true, winnerSeat: h.currentState!.winner });
    expect(entry.players.map((p) => p.level)).toEqual(['medio', 'medio', 'medio']);
    expect(existsSync(join(d, GAMES_DIR, `${entry.id}.json`))).toBe(true);
    const rec = await value<RecordExport>(client.handle('history:record', { id: entry.id }));
    const parsed = parseRecordText(rec.text);
    expect(parsed.ok && parsed.record.actions.length).toBe(entry.actionCount);
    // loaded into the replay as any record file
    expect((await client.handle('record:import', { text: rec.text })).ok).toBe(true);
  });

  it('a corrupt, oversized or foreign record file is refused (BAD_RECORD), and is not deleted', async () => {
    const d = dir();
    const { host: h, client } = host(d);
    await client.handle('game:new', ALL_BOTS);
    await untilOver(h);
    await h.flush();
    const entry = (await value<History>(client.handle('history:get', {}))).games[0]!;
    const file = join(d, GAMES_DIR, `${entry.id}.json`);
    writeFileSync(file, '{"format":"dudo-record/1","rules":"nope"}');
    expect(await client.handle('history:record', { id: entry.id })).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    writeFileSync(file, Buffer.alloc(3 * 1024 * 1024, 0x20));
    expect(await client.handle('history:record', { id: entry.id })).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    // a foreign file in its place: another program's JSON, then bytes that are not text
    writeFileSync(file, '{"name":"not a game","version":3}');
    expect(await client.handle('history:record', { id: entry.id })).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
    writeFileSync(file, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0xfe, 0x00]));
    expect(await client.handle('history:record', { id: entry.id })).toMatchObject({ ok: false, error: { code: expect.stringMatching(/BAD_RECORD|READ_ERROR/) } });
    expect(existsSync(file)).toBe(true);
    // deleting is the player's choice: the entry and its file go
    expect((await value<History>(client.handle('history:delete', { id: entry.id }))).games).toEqual([]);
    await h.flush();
    expect(existsSync(file)).toBe(false);
  });

  it('the statistics equal the figures rebuilt from the kept records (two games, people and bots)', async () => {
    const d = dir();
    const { host: h, client } = host(d);
    for (const setup of [ALL_BOTS, { ...ALL_BOTS, seats: [ALL_BOTS.seats[0]!, { ...ALL_BOTS.seats[1]!, level: 'maestro' }] }]) {
      await client.handle('game:new', setup);
      await untilOver(h);
    }
    await h.flush();
    const stats = await value<Stats>(client.handle('stats:get', {}));
    const history = await value<History>(client.handle('history:get', {}));
    expect(history.games).toHaveLength(2);
    let rebuilt: Stats = EMPTY_STATS;
    for (const g of [...history.games].reverse()) {
      const text = (await value<RecordExport>(client.handle('history:record', { id: g.id }))).text;
      const parsed = parseRecordText(text);
      if (!parsed.ok) throw new Error('a kept record does not parse');
      const seats = g.players.map((p) => ({ name: p.name, kind: p.kind, level: p.level, profileId: p.profileId }));
      rebuilt = addGameToStats(rebuilt, seats, g.players.map((p) => p.profileId ?? null), parsed.record);
    }
    expect(rebuilt.bots).toEqual(stats.bots);
    expect(rebuilt.people).toEqual(stats.people);
  });

  it(`past ${HISTORY_LIMIT} games the oldest entry is dropped with its record file; the others stay`, async () => {
    const d = dir();
    mkdirSync(join(d, GAMES_DIR));
    const old: HistoryEntry[] = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({ id: `old-${i}`, endedAt: '2026-01-01T00:00:00.000Z', players: [], preset: 'chile', winner: '', rounds: 1, actionCount: 1, hasRecord: true }));
    for (const g of [old[0]!, old.at(-2)!, old.at(-1)!]) writeFileSync(join(d, GAMES_DIR, `${g.id}.json`), '{}');
    writeFileSync(join(d, 'history.json'), JSON.stringify({ version: 1, data: { games: old } }));
    const { host: h, client } = host(d);
    expect(h.storageProblems).toEqual([]);
    await client.handle('game:new', ALL_BOTS);
    await untilOver(h);
    await h.flush();
    const history = await value<History>(client.handle('history:get', {}));
    expect(history.games).toHaveLength(HISTORY_LIMIT);
    expect(history.games.at(-1)!.id).toBe(`old-${HISTORY_LIMIT - 2}`);
    const files = readdirSync(join(d, GAMES_DIR));
    expect(files).toContain('old-0.json');
    expect(files).toContain(`old-${HISTORY_LIMIT - 2}.json`);
    expect(files).not.toContain(`old-${HISTORY_LIMIT - 1}.json`);
    expect(files).toContain(`${history.games[0]!.id}.json`);
  });

  it('a record file whose write a kill interrupted (its temp file) is removed at start; the kept records stay', () => {
    const d = dir();
    mkdirSync(join(d, GAMES_DIR));
    writeFileSync(join(d, GAMES_DIR, '.abc-1.json.999999999.tmp'), '{"half');
    writeFileSync(join(d, GAMES_DIR, 'abc-0.json'), '{}');
    const { logs } = host(d);
    expect(readdirSync(join(d, GAMES_DIR))).toEqual(['abc-0.json']);
    expect(logs.some((l) => /temp files of game records/.test(l))).toBe(true);
  });

  it('a record that cannot be written (disk full) leaves its game listed without "watch again"; the stats and history are still saved', async () => {
    const d = dir();
    const { host: h, client } = host(d, { writeFault: (file) => (file.includes(`${GAMES_DIR}/`) ? errnoError('ENOSPC') : null) });
    await client.handle('game:new', ALL_BOTS);
    await untilOver(h);
    await h.flush();
    const entry = (await value<History>(client.handle('history:get', {}))).games[0]!;
    expect(entry.hasRecord).toBe(false);
    expect(await client.handle('history:record', { id: entry.id })).toMatchObject({ ok: false, error: { code: 'NO_RECORD' } });
    expect(JSON.parse(readFileSync(join(d, 'history.json'), 'utf8')).data.games[0].hasRecord).toBe(false);
    expect(JSON.parse(readFileSync(join(d, 'stats.json'), 'utf8')).data.bots).not.toEqual({});
    expect(readdirSync(join(d, GAMES_DIR))).toEqual([]);
  });

  it(`the history keeps the newest ${HISTORY_LIMIT} games, newest first`, () => {
    let h: History = { games: [] };
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) h = addGameToHistory(h, { id: `g${i}`, endedAt: '', players: [], preset: 'chile', winner: '', rounds: 1, actionCount: 1 });
    expect(h.games).toHaveLength(HISTORY_LIMIT);
    expect(h.games[0]!.id).toBe(`g${HISTORY_LIMIT + 4}`);
    expect(h.games.at(-1)!.id).toBe('g5');
  });
});

describe('the new intents refuse bad payloads with typed errors and change nothing', () => {
  it.each([
    ['profile:save', { name: '', color: '#112233' }, 'name'],
    ['profile:save', { name: 'Ana', color: 'red' }, 'color'],
    ['profile:save', { name: 'Ana', color: '#112233', id: '../x' }, 'id'],
    ['profile:save', { name: 'Ana', color: '#112233', extra: 1 }, '(payload)'],
    ['history:record', { id: '../../etc/passwd' }, 'id'],
    ['history:record', {}, 'id'],
    ['history:delete', { id: 'a/b' }, 'id'],
    ['history:delete', { id: 7 }, 'id'],
  ])('%s %j is BAD_PAYLOAD (%s)', async (channel, payload, field) => {
    const d = dir();
    const { client } = host(d);
    const before = await value<Stats>(client.handle('stats:get', {}));
    expect(await client.handle(channel, payload)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field } });
    expect(await value<Stats>(client.handle('stats:get', {}))).toEqual(before);
    expect(readdirSync(d).filter((f) => !f.startsWith('.'))).not.toContain(GAMES_DIR);
  });

  it('profile:save of an unknown id, history:record and history:delete of an unknown game are refused, changing nothing', async () => {
    const d = dir();
    const { client } = host(d);
    expect(await client.handle('profile:save', { id: 'nope', name: 'Ana', color: '#112233' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'id' } });
    expect(await client.handle('history:record', { id: 'nope' })).toMatchObject({ ok: false, error: { code: 'NO_RECORD' } });
    expect(await client.handle('history:delete', { id: 'nope' })).toMatchObject({ ok: false, error: { code: 'NO_RECORD' } });
    expect(await value<Stats>(client.handle('stats:get', {}))).toEqual(EMPTY_STATS);
  });

  it('profile:save creates a profile, then renames it; a game by that profile id counts for it', async () => {
    const d = dir();
    const { client } = host(d);
    const made = await value<{ id: string }>(client.handle('profile:save', { name: 'Ana', color: '#112233' }));
    const renamed = await value<{ id: string; name: string }>(client.handle('profile:save', { id: made.id, name: 'Anita', color: '#445566' }));
    expect(renamed).toMatchObject({ id: made.id, name: 'Anita' });
    const stats = await value<Stats>(client.handle('stats:get', {}));
    expect(stats.profiles).toEqual([{ id: made.id, name: 'Anita', color: '#445566', createdAt: expect.any(String) }]);
  });
});
