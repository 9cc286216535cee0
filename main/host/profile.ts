// Settings, profiles with their stats (people apart from bots) and match history: versioned JSON files in the user data folder.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { addStats, gameStats, NO_STATS, withHints, PRESET_IDS, presetOf, type GameRecord, type Seat } from '../../engine/index';
import { colorSchema, DEFAULT_SETTINGS, historyIdSchema, profileIdSchema, readSettingsFields, settingsSchema, type BotStats, type History, type SettingsRead, type HistoryEntry, type PlayerStats, type Profile, type Settings, type Stats } from '../../common/contract/index';
import type { VersionedFile } from './storage';

const count = z.number().int().min(0);

const statsV1Fields = {
  games: count,
  wins: count,
  rounds: count,
  dudos: count,
  dudosRight: count,
  calzos: count,
  calzosRight: count,
  challengesLost: count,
};
const playerStatsV1Schema = z.object(statsV1Fields).strict();

// hints: issue 40 item 5, hinted decisions (absent in files written before it: none)
export const playerStatsSchema = z.object({ ...statsV1Fields, bluffsCaught: count, caughtBluffing: count, hints: count.optional() }).strict();

/** The sound volume version 1 hosts wrote as their default. */
const V1_DEFAULT_VOLUME = 0.8;

/**
 * A version 1 file's values that were never the player's: version 1 hosts wrote their defaults
 * (es-CL, 3D dice on, volume 0.8) at every game start while the renderer kept its own settings.
 * Those read as "not chosen" (null: follow the system) and today's default volume; the old
 * renderer's localStorage settings, where present, are carried over after this and win.
 */
export function migrateSettingsV1(s: Settings): Settings {
  return {
    ...s,
    language: s.language === 'es-CL' ? null : s.language,
    dice3d: s.dice3d === true ? null : s.dice3d,
    soundVolume: s.soundVolume === V1_DEFAULT_VOLUME ? DEFAULT_SETTINGS.soundVolume : s.soundVolume,
  };
}

function readSettingsFile(version: unknown, data: unknown): SettingsRead | null {
  if (version !== 1 && version !== 2) return null;
  const read = readSettingsFields(data);
  return read && version === 1 ? { ...read, value: migrateSettingsV1(read.value) } : read;
}

/**
 * settings.json: version 2 holds every setting (the renderer keeps none). Version 1 (language,
 * dice3d, reducedMotion, botSpeed, soundVolume, handOverScreen, lastSetup) migrates: its fields
 * are kept except the old host defaults (migrateSettingsV1), the new ones take their defaults.
 * Both are read field by field; reducedMotion is dropped.
 */
export const SETTINGS_FILE: VersionedFile<Settings> = {
  name: 'settings.json',
  version: 2,
  schema: settingsSchema,
  defaults: () => ({ ...DEFAULT_SETTINGS }),
  read: readSettingsFile,
};

const profileSchema = z
  .object({
    id: profileIdSchema,
    name: z.string().trim().min(1).max(64),
    color: colorSchema,
    createdAt: z.string().max(40),
    language: z.enum(['es', 'en', 'fr']).optional(),
  })
  .strict();

/** The most profiles kept (a cap on the file, far above any family). */
export const PROFILE_LIMIT = 500;

const statsV2Schema = z
  .object({
    profiles: z.array(profileSchema).max(PROFILE_LIMIT),
    people: z.record(profileIdSchema, playerStatsSchema),
    bots: z.record(z.string().max(100), z.object({ name: z.string().max(64), level: z.string().max(32), stats: playerStatsSchema }).strict()),
  })
  .strict();

/** Version 1 stats: per player name, people and bots together (the same name was one player). */
const statsV1Schema = z.object({ players: z.record(z.string().max(64), playerStatsV1Schema) }).strict();
type StatsV1 = z.infer<typeof statsV1Schema>;

export const EMPTY_STATS: Stats = { profiles: [], people: {}, bots: {} };

/** The key of a bot's statistics: its level and its name (a bot is never a person). */
export function botKey(name: string, level: string | undefined): string {
  return `${level ?? ''}/${name}`;
}

/**
 * Version 1 stats (keyed by name) as version 2: a name the old history shows only as a bot stays a
 * bot (per level it played, its figures under the first); every other name (a person, or one the
 * history no longer tells) becomes a person's profile with its figures. A name that was both a
 * person and a bot cannot be split: its figures go to the person (the bot starts at zero).
 * `newId` makes the profile ids (random in the host, fixed in tests).
 */
export function migrateStatsV1(old: StatsV1, history: History, newId: () => string, now: Date): Stats {
  const human = new Set<string>();
  const botLevels = new Map<string, string>();
  for (const g of history.games) {
    for (const p of g.players) {
      if (p.kind === 'human') human.add(p.name);
      else if (!botLevels.has(p.name)) botLevels.set(p.name, p.level ?? '');
    }
  }
  const profiles: Profile[] = [];
  const people: Record<string, PlayerStats> = {};
  const bots: Record<string, BotStats> = {};
  const palette = ['#c0392b', '#2e86c1', '#28b463', '#d68910', '#8e44ad', '#17a589'];
  for (const [name, st] of Object.entries(old.players)) {
    const stats: PlayerStats = { ...ZERO, ...st };
    const level = botLevels.get(name);
    if (level !== undefined && !human.has(name)) {
      bots[botKey(name, level)] = { name, level, stats };
      continue;
    }
    if (profiles.length >= PROFILE_LIMIT) continue;
    const id = newId();
    profiles.push({ id, name, color: palette[profiles.length % palette.length]!, createdAt: now.toISOString() });
    people[id] = stats;
  }
  return { profiles, people, bots };
}

/** stats.json as read after history.json (a version 1 file is migrated with the history's help). */
export function statsFile(history: History, newId: () => string = randomUUID, now: Date = new Date()): VersionedFile<Stats> & { migrated: boolean } {
  const spec = {
    name: 'stats.json',
    version: 2,
    schema: statsV2Schema,
    defaults: (): Stats => ({ profiles: [], people: {}, bots: {} }),
    migrated: false,
    read: (version: unknown, data: unknown): { value: Stats; bad: readonly string[] } | null => {
      if (version === 2) {
        const r = statsV2Schema.safeParse(data);
        return r.success ? { value: r.data, bad: [] } : null;
      }
      if (version === 1) {
        const r = statsV1Schema.safeParse(data);
        if (!r.success) return null;
        spec.migrated = true;
        return { value: migrateStatsV1(r.data, history, newId, now), bad: [] };
      }
      return null;
    },
  };
  return spec;
}

/** The stats file as written (version 2). */
export const STATS_FILE: VersionedFile<Stats> = statsFile({ games: [] });

const historyEntrySchema = z.object({
  id: historyIdSchema,
  endedAt: z.string().max(40),
  players: z
    .array(z.object({ name: z.string().max(64), kind: z.enum(['human', 'bot']), level: z.string().max(32).optional(), profileId: profileIdSchema.optional() }))
    .max(6),
  preset: z.enum(PRESET_IDS),
  winner: z.string().max(64),
  winnerSeat: z.number().int().min(0).max(5).optional(),
  rounds: count,
  actionCount: count,
  hasRecord: z.boolean().optional(),
  // issue 38 item 6: a game of an online table
  online: z.literal(true).optional(),
});

/** The newest games kept in history.json (and their records in games/); older ones are dropped with their records. */
export const HISTORY_LIMIT = 200;

export const HISTORY_FILE: VersionedFile<History> = {
  name: 'history.json',
  version: 1,
  schema: z.object({ games: z.array(historyEntrySchema).max(HISTORY_LIMIT) }).strict(),
  defaults: () => ({ games: [] }),
};

/** No game yet: every figure at zero. */
export const ZERO: PlayerStats = NO_STATS;

export interface SeatOfGame {
  readonly name: string;
  readonly kind: 'human' | 'bot';
  readonly level?: string | undefined;
  readonly profileId?: string | undefined;
  readonly color?: string | undefined;
}

/**
 * The profile of each person seat (null for bots): the one the setup chose where it exists, else
 * the profile of that name (trimmed, case ignored), else a new one (the seat's name and cup).
 * A profile takes one seat of a game; bots never take one. Pure but for `newId`.
 */
export function resolveProfiles(stats: Stats, seats: readonly SeatOfGame[], newId: () => string, now: Date): { stats: Stats; ids: (string | null)[] } {
  const profiles = [...stats.profiles];
  const same = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  // a profile plays one seat of a game: a second seat that names it (or its name) is another person
  const used = new Set<string>();
  const ids = seats.map((seat) => {
    if (seat.kind !== 'human') return null;
    const free = profiles.filter((p) => !used.has(p.id));
    const chosen = seat.profileId !== undefined ? free.find((p) => p.id === seat.profileId) : undefined;
    const found = chosen ?? free.find((p) => same(p.name, seat.name));
    if (found) {
      used.add(found.id);
      return found.id;
    }
    const created: Profile = { id: newId(), name: seat.name.trim(), color: seat.color ?? '#a0522d', createdAt: now.toISOString() };
    profiles.push(created);
    used.add(created.id);
    return created.id;
  });
  return { stats: { ...stats, profiles }, ids };
}

/** Creates a profile (no id) or changes one; null when the id is unknown. Pure but for `newId`. */
export function saveProfile(
  stats: Stats,
  p: { id?: string | undefined; name: string; color: string; language?: Profile['language'] | null | undefined },
  newId: () => string,
  now: Date,
): { stats: Stats; profile: Profile } | null {
  if (p.id === undefined) {
    if (stats.profiles.length >= PROFILE_LIMIT) return null;
    const profile: Profile = { id: newId(), name: p.name.trim(), color: p.color, createdAt: now.toISOString(), ...(p.language ? { language: p.language } : {}) };
    return { stats: { ...stats, profiles: [...stats.profiles, profile] }, profile };
  }
  const old = stats.profiles.find((x) => x.id === p.id);
  if (!old) return null;
  const { language: _was, ...rest } = old;
  // language: absent keeps it, null forgets it (the phone browser's again)
  const language = p.language === undefined ? old.language : p.language;
  const profile: Profile = { ...rest, name: p.name.trim(), color: p.color, ...(language ? { language } : {}) };
  return { stats: { ...stats, profiles: stats.profiles.map((x) => (x.id === p.id ? profile : x)) }, profile };
}

/**
 * Adds one game's figures (`figures[seat]`, gameStats) to the stats of its players: a person under
 * their profile id (`profileIds[seat]`), a bot under botKey(name, level); a person's totals are the
 * sums of their games' figures (issue 39.4). Pure.
 */
export function addFiguresToStats(stats: Stats, seats: readonly SeatOfGame[], profileIds: readonly (string | null)[], figures: readonly PlayerStats[]): Stats {
  const people: Record<string, PlayerStats> = { ...stats.people };
  const bots: Record<string, BotStats> = { ...stats.bots };
  seats.forEach((s, seat) => {
    const one = figures[seat];
    if (one === undefined) return;
    const id = profileIds[seat];
    if (s.kind === 'human' && id) people[id] = addStats(people[id] ?? ZERO, one);
    else if (s.kind === 'bot') {
      const key = botKey(s.name, s.level);
      bots[key] = { name: s.name, level: s.level ?? '', stats: addStats(bots[key]?.stats ?? ZERO, one) };
    }
  });
  return { ...stats, people, bots };
}

/**
 * Adds a finished game, from its record, to the stats of its players (addFiguresToStats), with the
 * decisions each seat asked a hint for (`hints[seat]`, the session's tally: issue 40 item 5; a record
 * carries none). A record that does not replay to a finished game has no figures: the stats stay as
 * they were. Pure.
 */
export function addGameToStats(stats: Stats, seats: readonly SeatOfGame[], profileIds: readonly (string | null)[], record: GameRecord, hints: readonly number[] = []): Stats {
  const game = gameStats(record);
  return game.ok ? addFiguresToStats(stats, seats, profileIds, withHints(game.stats, hints)) : stats;
}

/** Adds a finished game at the front of the history, keeping the newest HISTORY_LIMIT. Pure. */
export function addGameToHistory(history: History, entry: HistoryEntry): History {
  return { games: [entry, ...history.games].slice(0, HISTORY_LIMIT) };
}

export function historyEntryOf(
  id: string,
  record: GameRecord,
  seats: readonly SeatOfGame[],
  profileIds: readonly (string | null)[],
  winner: Seat,
  rounds: number,
  endedAt: Date,
  hasRecord: boolean,
): HistoryEntry {
  return {
    id,
    endedAt: endedAt.toISOString(),
    players: seats.map((s, seat) => {
      const profileId = profileIds[seat];
      return { name: s.name, kind: s.kind, ...(s.level && s.kind === 'bot' ? { level: s.level } : {}), ...(profileId ? { profileId } : {}) };
    }),
    preset: presetOf(record.rules),
    winner: seats[winner]?.name ?? String(winner),
    winnerSeat: winner,
    rounds,
    actionCount: record.actions.length,
    hasRecord,
  };
}

/**
 * Issue 28 item 3: the language a person seat's phone speaks, from the person's profile (the one
 * the setup chose, else the one of that name, as resolveProfiles finds it); null when the profile
 * names none (or there is no profile yet): the phone browser's then.
 */
export function profileLanguage(stats: Stats, seat: { readonly name: string; readonly profileId?: string | undefined }): Profile['language'] | null {
  const byId = seat.profileId !== undefined ? stats.profiles.find((p) => p.id === seat.profileId) : undefined;
  const name = seat.name.trim().toLocaleLowerCase();
  const profile = byId ?? stats.profiles.find((p) => p.name.trim().toLocaleLowerCase() === name);
  return profile?.language ?? null;
}
