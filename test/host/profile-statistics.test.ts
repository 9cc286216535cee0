// A person's Statistics (issue 26.4): the figures the host rebuilds from the kept records
// (stats:profile) equal the statistics it keeps (stats:get) and an independent count from the record
// files on disk, by bid size too; bad payloads and damaged records are typed errors or counted
// missing, and nothing is removed for them. Renaming refuses empty, too long and taken names.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRng, legalActions, parseRecordText, replay, type Resolution } from '../../engine/index';
import { BID_SIZE_BUCKETS, type BidSizeBucket, type History, type PlayerStats, type Profile, type ProfileRecords, type Stats } from '../../common/contract/index';
import { GAMES_DIR } from '../../main/host/persistence';
import { bidSizeBucket, profileRecords } from '../../main/host/statistics';
import { gameSetup, makeHost, recorder, tempDir, useCleanups } from './helpers';
import { roundsWithDice } from '../engine/stats-games';

const cleanups = useCleanups();

function host() {
  const t = tempDir();
  cleanups.push(t.cleanup);
  const h = makeHost(t.dir);
  cleanups.push(() => h.host.close());
  return { dir: t.dir, ...h, ...recorder(h.host) };
}

async function value<T>(p: Promise<{ ok: boolean; value?: unknown }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r)}`);
  return r.value as T;
}

const SETUP = gameSetup([['Ana', 'human'], ['Beto', 'bot', 'medio'], ['Caro', 'bot', 'novato']], { preset: 'chile', options: { dicePerPlayer: 2 } });

/** Plays one game to its end, the person seat choosing at random among dudo, calzo and a bid. */
async function playGame(h: ReturnType<typeof host>, seed: number): Promise<void> {
  const rng = createRng(seed);
  expect((await h.client.handle('game:new', SETUP)).ok).toBe(true);
  await h.client.handle('game:show', { seat: 0 });
  for (let guard = 0; guard < 2000 && h.host.currentState!.phase !== 'game-over'; guard++) {
    await h.host.whenSettled();
    const legal = legalActions(h.host.currentState!, 0);
    if (legal.length === 0) {
      await new Promise((r) => setTimeout(r, 2));
      continue;
    }
    const challenge = legal.filter((a) => a.type === 'dudo' || a.type === 'calzo');
    const pick = challenge.length > 0 && rng() < 0.7 ? challenge : legal;
    await h.client.handle('game:act', { action: pick[Math.floor(rng() * pick.length)]! });
  }
  expect(h.host.currentState!.phase).toBe('game-over');
}

/** The bucket by plain fractions, apart from the host's whole-number comparison. */
function bucketOf(r: Resolution): BidSizeBucket {
  if (r.claim.kind !== 'bid') return 'paso';
  const share = r.claim.bid.count / r.hands.flat().length;
  return share <= 0.25 ? 'quarter' : share <= 1 / 3 ? 'third' : share <= 0.5 ? 'half' : 'more';
}

/** A person's figures counted from the record files on disk, apart from the host's code. */
function fromDisk(dir: string, history: History, profileId: string): { figures: PlayerStats; bySize: Record<BidSizeBucket, number[]> } {
  const f = { games: 0, wins: 0, rounds: 0, dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0, challengesLost: 0, bluffsCaught: 0, caughtBluffing: 0 };
  const bySize = Object.fromEntries(BID_SIZE_BUCKETS.map((b) => [b, [0, 0, 0, 0]])) as Record<BidSizeBucket, number[]>;
  for (const g of history.games) {
    const seat = g.players.findIndex((p) => p.profileId === profileId);
    if (seat < 0) continue;
    const parsed = parseRecordText(readFileSync(join(dir, GAMES_DIR, `${g.id}.json`), 'utf8'));
    if (!parsed.ok) throw new Error('a kept record does not parse');
    const r = replay(parsed.record);
    f.games += 1;
    f.rounds += roundsWithDice(r.events, seat, r.state.round);
    if (r.state.winner === seat) f.wins += 1;
    for (const e of r.events) {
      if (e.type !== 'resolution') continue;
      const x = e.resolution;
      const right = x.kind === 'dudo' ? !x.claimHeld : x.claimHeld;
      if (x.loser === seat) f.challengesLost += 1;
      if (x.kind === 'dudo' && right && x.claim.seat === seat) f.caughtBluffing += 1;
      if (x.caller !== seat) continue;
      const row = bySize[bucketOf(x)];
      if (x.kind === 'dudo') {
        f.dudos += 1;
        row[0]! += 1;
        if (right) {
          f.dudosRight += 1;
          f.bluffsCaught += 1;
          row[1]! += 1;
        }
      }
      if (x.kind === 'calzo') {
        f.calzos += 1;
        row[2]! += 1;
        if (right) {
          f.calzosRight += 1;
          row[3]! += 1;
        }
      }
    }
  }
  return { figures: f, bySize };
}

describe('a person’s statistics rebuilt from the kept records (stats:profile)', () => {
  it('after three games the figures from the records equal stats:get and an independent count of the record files, by bid size too', async () => {
    const h = host();
    for (const seed of [1, 2, 3]) await playGame(h, seed);
    await h.host.flush();
    const stats = await value<Stats>(h.client.handle('stats:get', {}));
    const ana = stats.profiles.find((p) => p.name === 'Ana')!;
    const reply = await value<ProfileRecords>(h.client.handle('stats:profile', { id: ana.id }));
    const history = await value<History>(h.client.handle('history:get', {}));
    const disk = fromDisk(h.dir, history, ana.id);
    expect(reply).toMatchObject({ profileId: ana.id, recordsRead: 3, recordsMissing: 0 });
    expect(reply.figures).toEqual(stats.people[ana.id]);
    expect(reply.figures).toEqual(disk.figures);
    expect(reply.byBidSize.map((b) => [b.dudos, b.dudosRight, b.calzos, b.calzosRight])).toEqual(BID_SIZE_BUCKETS.map((b) => disk.bySize[b]));
    expect(reply.byBidSize.map((b) => b.bucket)).toEqual(BID_SIZE_BUCKETS);
    // the person did challenge: the comparison is not of zeros
    expect(reply.figures.dudos + reply.figures.calzos).toBeGreaterThan(0);
  });

  it('a damaged record is counted missing and stays on disk; a deleted game is no longer counted', async () => {
    const h = host();
    for (const seed of [4, 5]) await playGame(h, seed);
    await h.host.flush();
    const ana = (await value<Stats>(h.client.handle('stats:get', {}))).profiles[0]!;
    const [newer, older] = (await value<History>(h.client.handle('history:get', {}))).games;
    const file = join(h.dir, GAMES_DIR, `${older!.id}.json`);
    writeFileSync(file, '{"format":"dudo-record/1","rules":"nope"}');
    const damaged = await value<ProfileRecords>(h.client.handle('stats:profile', { id: ana.id }));
    expect(damaged).toMatchObject({ recordsRead: 1, recordsMissing: 1 });
    expect(damaged.figures.games).toBe(1);
    expect(existsSync(file)).toBe(true);
    await value(h.client.handle('history:delete', { id: newer!.id }));
    expect(await value<ProfileRecords>(h.client.handle('stats:profile', { id: ana.id }))).toMatchObject({ recordsRead: 0, recordsMissing: 1, figures: { games: 0 } });
  });

  it.each([
    [{ id: '../x' }, 'id'],
    [{}, 'id'],
    [{ id: 'nobody' }, 'id'],
    [{ id: 'a', extra: 1 }, '(payload)'],
  ])('stats:profile %j is BAD_PAYLOAD (%s)', async (payload, field) => {
    const h = host();
    expect(await h.client.handle('stats:profile', payload)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field } });
  });
});

describe('games of old entries', () => {
  it('an entry written before profiles (no profile ids, no record kept) is the person’s by name and counted missing; a bot of that name is not them', () => {
    const old = { id: 'old', endedAt: '2026-01-01T00:00:00.000Z', players: [{ name: 'Ana', kind: 'human' as const }, { name: 'Beto', kind: 'bot' as const, level: 'medio' }], preset: 'chile' as const, winner: 'Ana', rounds: 4, actionCount: 30 };
    const read = (): never => {
      throw new Error('no record is read for a game without one');
    };
    expect(profileRecords({ id: 'a', name: 'Ana' }, [old], read)).toMatchObject({ recordsRead: 0, recordsMissing: 1, figures: { games: 0 } });
    expect(profileRecords({ id: 'b', name: 'Beto' }, [old], read)).toMatchObject({ recordsRead: 0, recordsMissing: 0 });
  });
});

describe('the bid size buckets: the bid’s count over the dice in play', () => {
  const bid = (count: number, dice: number): Resolution =>
    ({ kind: 'dudo', claim: { kind: 'bid', seat: 0, bid: { count, face: 3 }, salsa: false }, hands: [Array<number>(dice).fill(2)] }) as unknown as Resolution;
  it.each([
    [2, 8, 'quarter'],
    [3, 8, 'half'],
    [3, 9, 'third'],
    [4, 9, 'half'],
    [5, 10, 'half'],
    [6, 10, 'more'],
    [1, 1, 'more'],
  ] as const)('%i among %i dice is %s', (count, dice, bucket) => {
    expect(bidSizeBucket(bid(count, dice))).toBe(bucket);
  });
  it('a dudo of a paso or a picado has no count', () => {
    expect(bidSizeBucket({ claim: { kind: 'paso', seat: 1 }, hands: [[1]] } as unknown as Resolution)).toBe('paso');
    expect(bidSizeBucket({ claim: { kind: 'picado', seat: 1 }, hands: [[1]] } as unknown as Resolution)).toBe('paso');
  });
});

describe('renaming a profile refuses bad names with typed errors and changes nothing', () => {
  it.each([
    ['an empty name', ''],
    ['a name of spaces', '   '],
    ['a name of 65 characters', 'a'.repeat(65)],
  ])('%s is BAD_PAYLOAD (name)', async (_what, name) => {
    const h = host();
    const ana = await value<Profile>(h.client.handle('profile:save', { name: 'Ana', color: '#112233' }));
    expect(await h.client.handle('profile:save', { id: ana.id, name, color: '#445566' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'name' } });
    expect((await value<Stats>(h.client.handle('stats:get', {}))).profiles).toEqual([ana]);
  });

  it('the name of another profile (case and spaces ignored) is BAD_PAYLOAD (name); its own name with a new colour is fine', async () => {
    const h = host();
    const ana = await value<Profile>(h.client.handle('profile:save', { name: 'Ana', color: '#112233' }));
    const beto = await value<Profile>(h.client.handle('profile:save', { name: 'Beto', color: '#223344' }));
    expect(await h.client.handle('profile:save', { id: beto.id, name: ' ana ', color: '#223344' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'name' } });
    expect(await h.client.handle('profile:save', { name: 'ANA', color: '#223344' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'name' } });
    expect(await value<Profile>(h.client.handle('profile:save', { id: ana.id, name: 'Ana', color: '#998877' }))).toMatchObject({ id: ana.id, name: 'Ana', color: '#998877' });
    expect((await value<Stats>(h.client.handle('stats:get', {}))).profiles.map((p) => p.name)).toEqual(['Ana', 'Beto']);
  });
});
