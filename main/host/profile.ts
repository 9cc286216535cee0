// Settings, stats per player name and match history: versioned JSON files in the user data folder.
import { z } from 'zod';
import { PRESET_IDS, presetOf, type GameEvent, type GameRecord, type Seat } from '../../engine/index';
import { DEFAULT_SETTINGS, readSettingsFields, settingsSchema, type History, type SettingsRead, type HistoryEntry, type PlayerStats, type Settings, type Stats } from '../contract/index';
import type { VersionedFile } from './storage';

const count = z.number().int().min(0);

export const playerStatsSchema = z
  .object({
    games: count,
    wins: count,
    rounds: count,
    dudos: count,
    dudosRight: count,
    calzos: count,
    calzosRight: count,
    challengesLost: count,
  })
  .strict();

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

export const STATS_FILE: VersionedFile<Stats> = {
  name: 'stats.json',
  version: 1,
  schema: z.object({ players: z.record(z.string().max(64), playerStatsSchema) }).strict(),
  defaults: () => ({ players: {} }),
};

const historyEntrySchema = z.object({
  id: z.string().max(64),
  endedAt: z.string().max(40),
  players: z.array(z.object({ name: z.string().max(64), kind: z.enum(['human', 'bot']), level: z.string().max(32).optional() })).max(6),
  preset: z.enum(PRESET_IDS),
  winner: z.string().max(64),
  rounds: count,
  actionCount: count,
});

/** The newest games kept in history.json. */
export const HISTORY_LIMIT = 200;

export const HISTORY_FILE: VersionedFile<History> = {
  name: 'history.json',
  version: 1,
  schema: z.object({ games: z.array(historyEntrySchema).max(HISTORY_LIMIT) }).strict(),
  defaults: () => ({ games: [] }),
};

const ZERO: PlayerStats = { games: 0, wins: 0, rounds: 0, dudos: 0, dudosRight: 0, calzos: 0, calzosRight: 0, challengesLost: 0 };

/** Adds one finished game to the stats of its players (by name). Pure. */
export function addGameToStats(stats: Stats, names: readonly string[], events: readonly GameEvent[], winner: Seat, rounds: number): Stats {
  const next: Record<string, PlayerStats> = { ...stats.players };
  const bump = (seat: Seat, patch: Partial<Record<keyof PlayerStats, number>>): void => {
    const name = names[seat];
    if (name === undefined) return;
    const s = { ...(next[name] ?? ZERO) };
    for (const [k, v] of Object.entries(patch) as [keyof PlayerStats, number][]) s[k] += v;
    next[name] = s;
  };
  names.forEach((_, seat) => bump(seat, { games: 1, rounds, wins: seat === winner ? 1 : 0 }));
  for (const e of events) {
    if (e.type !== 'resolution') continue;
    const r = e.resolution;
    const callerWon = r.kind === 'dudo' ? !r.claimHeld : r.claimHeld; // R-DUDO, R-CALZO, R-MATO
    if (r.kind === 'dudo') bump(r.caller, { dudos: 1, dudosRight: callerWon ? 1 : 0 });
    if (r.kind === 'calzo') bump(r.caller, { calzos: 1, calzosRight: callerWon ? 1 : 0 });
    if (r.loser !== null) bump(r.loser, { challengesLost: 1 });
  }
  return { players: next };
}

/** Adds a finished game at the front of the history, keeping the newest HISTORY_LIMIT. Pure. */
export function addGameToHistory(history: History, entry: HistoryEntry): History {
  return { games: [entry, ...history.games].slice(0, HISTORY_LIMIT) };
}

export function historyEntryOf(
  id: string,
  record: GameRecord,
  seats: readonly { name: string; kind: 'human' | 'bot'; level?: string | undefined }[],
  winner: Seat,
  rounds: number,
  endedAt: Date,
): HistoryEntry {
  return {
    id,
    endedAt: endedAt.toISOString(),
    players: seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.level ? { level: s.level } : {}) })),
    preset: presetOf(record.rules),
    winner: seats[winner]?.name ?? String(winner),
    rounds,
    actionCount: record.actions.length,
  };
}
