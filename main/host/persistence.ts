// What the host keeps on disk: the autosave after every action, settings, stats and history.
// Loaded once at start (problems reported, corrupt files kept aside); written by serial writers.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { promises as fsp, readdirSync } from 'node:fs';
import { exportRecord, parseRecordText } from '../../engine/index';
import { errResult, okResult, type History, type HistoryEntry, type Profile, type ProfileRecords, type RecordExport, type Result, type Settings, type Stats, type StorageProblem } from '../../common/contract/index';
import type { ParsedPayload } from '../../common/contract/index';
import { AUTOSAVE_FILE, loadAutosave, removeAutosave, writeAutosave, type AutosaveSink, type RestoredSession } from './autosave';
import { addGameToHistory, addGameToStats, historyEntryOf, HISTORY_FILE, resolveProfiles, saveProfile, SETTINGS_FILE, STATS_FILE, statsFile } from './profile';
import { onlineGameEntry } from './records';
import { profileRecords, replayedGame, type ReplayedGame } from './statistics';
import { hintCounts, matchOver, savedSessionOf, type Session } from './session';
import { SettingsStore } from './settings-store';
import { loadVersioned, readText, removeStaleTempFiles, saveVersionedAsync, SerialWriter, writeFileAtomicAsync, type WriteFault } from './storage';

/** The folder of the finished games' records (one `ID.json` each, RECORD-FORMAT.md), beside history.json. */
export const GAMES_DIR = 'games';
/** The largest record kept for a finished game; a bigger one is not kept (its game is listed without "watch again"). */
export const MAX_GAME_RECORD_BYTES = 2 * 1024 * 1024;

/** The record files whose temp files (`.ID.json.PID.tmp`) lie in the games folder. */
function tempTargets(gamesDir: string): string[] {
  try {
    return readdirSync(gamesDir)
      .map((f) => /^\.([A-Za-z0-9-]+\.json)\.\d+\.tmp$/.exec(f)?.[1])
      .filter((x): x is string => x !== undefined);
  } catch {
    return [];
  }
}

export class Persistence {
  /** The settings file: settings:set bursts coalesced into one durable write (issue 42 item 14). */
  readonly settingsStore: SettingsStore;
  stats: Stats;
  history: History;
  /** The autosave found at start (null once it is resumed, replaced or abandoned). */
  resumable: RestoredSession | null;
  readonly storageProblems: StorageProblem[] = [];
  private readonly writer: SerialWriter;
  private readonly profileWriter: SerialWriter;
  /** Whether the last autosave that finished succeeded, and the error of the last one that failed. */
  lastAutosaveOk = true;
  lastAutosaveError: unknown = null;

  constructor(
    private readonly dir: string,
    private readonly log: (message: string) => void,
    private readonly report: (message: string) => void,
    /** A write fault (tests; issue 39.6: handed in, never process-wide). */
    private readonly writeFault?: WriteFault,
    /** Issue 38: the online server's group commit takes the autosave (default: the folder's autosave.json). */
    private readonly autosaveSink?: AutosaveSink,
  ) {
    const stale = removeStaleTempFiles(dir, [AUTOSAVE_FILE, SETTINGS_FILE.name, STATS_FILE.name, HISTORY_FILE.name]);
    if (stale.length > 0) this.log(`storage: removed ${stale.length} temp files of writes a kill interrupted`);
    const settings = loadVersioned(dir, SETTINGS_FILE, writeFault);
    // the history first: a version 1 stats file is migrated with its help (who was a person, who a bot)
    const history = loadVersioned(dir, HISTORY_FILE, writeFault);
    const statsSpec = statsFile(history.value);
    const stats = loadVersioned(dir, statsSpec, writeFault);
    const saved = loadAutosave(dir);
    this.settingsStore = new SettingsStore(dir, settings.value, writeFault);
    this.stats = stats.value;
    // the record files of games whose write a kill interrupted
    // (written before their history entry: named from the temp files themselves; a live process's are kept)
    const gamesDir = join(dir, GAMES_DIR);
    const staleRecords = removeStaleTempFiles(gamesDir, tempTargets(gamesDir));
    if (staleRecords.length > 0) this.log(`storage: removed ${staleRecords.length} temp files of game records a kill interrupted`);
    this.history = history.value;
    this.resumable = saved.session;
    for (const p of [settings.problem, stats.problem, history.problem, ...saved.problems]) {
      if (p) {
        this.storageProblems.push(p);
        this.log(`storage: ${p.message} Kept as ${p.keptAs ?? '(could not move it)'}.`);
      }
    }
    // a failed autosave pauses the game (save-pause.ts): it is logged here, told by the pause
    this.writer = new SerialWriter((e) => {
      this.lastAutosaveOk = false;
      this.lastAutosaveError = e;
      this.log(`autosave failed: ${e instanceof Error ? e.message : String(e)}`);
    });
    this.profileWriter = new SerialWriter((e) => report(`Stats could not be saved: ${e instanceof Error ? e.message : String(e)}`));
    if (statsSpec.migrated) {
      // written back at once, so that the profiles made from the old names keep their ids
      this.log(`storage: stats.json version 1 migrated: ${this.stats.profiles.length} people's profiles, ${Object.keys(this.stats.bots).length} bots apart`);
      this.queueProfileWrite();
    }
  }

  /** Record files of finished games waiting to be written, and those of games dropped from the history to remove. */
  private pendingRecords: { readonly id: string; readonly text: string }[] = [];
  private pendingRemovals: string[] = [];

  private gameFile(id: string): string {
    return join(this.dir, GAMES_DIR, `${id}.json`);
  }

  /** Writes the stats, the history and the records waiting, on the profile writer (it keeps only the latest op: every op writes all that waits). */
  private queueProfileWrite(): void {
    const dir = this.dir;
    void this.profileWriter.enqueue(async () => {
      const records = this.pendingRecords;
      const removals = this.pendingRemovals;
      this.pendingRecords = [];
      this.pendingRemovals = [];
      // records first: an entry that says "hasRecord" finds its file; one that cannot be written is
      // listed without it (reported), and the stats and the history are still written
      for (const r of records) {
        try {
          await writeFileAtomicAsync(this.gameFile(r.id), r.text, false, this.writeFault);
        } catch (e) {
          this.report(`The record of a finished game could not be saved: ${e instanceof Error ? e.message : String(e)}`);
          this.history = { games: this.history.games.map((g) => (g.id === r.id ? { ...g, hasRecord: false } : g)) };
        }
      }
      await saveVersionedAsync(dir, STATS_FILE, this.stats, this.writeFault);
      await saveVersionedAsync(dir, HISTORY_FILE, this.history, this.writeFault);
      for (const id of removals) {
        await fsp.rm(this.gameFile(id), { force: true });
        // issue 40: its review, kept beside the record (review-channels.ts)
        await fsp.rm(join(this.dir, GAMES_DIR, `${id}.review.json`), { force: true });
      }
    });
  }

  /** profile:save: a new person (no id) or a changed one; written off the event loop. */
  saveProfile(p: { id?: string | undefined; name: string; color: string; language?: Profile['language'] | null | undefined }): Result<Profile> {
    // one name, one person: the setup finds a profile by its name (resolveProfiles)
    const same = this.stats.profiles.find((x) => x.id !== p.id && x.name.trim().toLocaleLowerCase() === p.name.trim().toLocaleLowerCase());
    if (same) return errResult('BAD_PAYLOAD', `Another profile is named ${same.name}.`, { field: 'name' });
    const saved = saveProfile(this.stats, p, randomUUID, new Date());
    if (!saved) return errResult('BAD_PAYLOAD', p.id === undefined ? 'There are too many profiles.' : `There is no profile ${p.id}.`, { field: 'id' });
    this.stats = saved.stats;
    this.queueProfileWrite();
    return okResult(saved.profile);
  }

  /**
   * history:record: a kept game's record as text, checked (RECORD-FORMAT.md) before it is sent.
   * A game not in the history, without a record, or whose file is unreadable, oversized or not a
   * record is a typed error; the file is never removed for it.
   */
  async gameRecord(id: string): Promise<Result<RecordExport>> {
    await this.profileWriter.flush();
    const entry = this.history.games.find((g) => g.id === id);
    if (!entry) return errResult('NO_RECORD', `There is no game ${id} in the history.`, { field: 'id' });
    if (entry.hasRecord !== true) return errResult('NO_RECORD', 'The record of this game was not kept.', { field: 'id' });
    const read = readText(this.gameFile(id), MAX_GAME_RECORD_BYTES);
    if ('missing' in read) return errResult('BAD_RECORD', `The record of this game is missing from ${join(this.dir, GAMES_DIR)}.`, { field: 'id' });
    if ('problem' in read) return errResult('BAD_RECORD', `The record of this game is unreadable: ${read.problem}.`, { field: 'id' });
    const parsed = parseRecordText(read.text);
    if (!parsed.ok) return errResult('BAD_RECORD', `The record of this game is unreadable: ${parsed.error.message}`, { field: 'id' });
    return okResult({ text: read.text, suggestedName: `dudo-${entry.endedAt.slice(0, 16).replace(/[T:]/g, '-')}.json` });
  }

  /** The kept games replayed (records never change once written; a deleted game's entry goes with it). */
  private readonly replayed = new Map<string, ReplayedGame | null>();

  /**
   * stats:profile: a person's figures rebuilt from the records of their kept games. A record that is
   * missing or unreadable is counted as missing (nothing is removed for it).
   */
  async profileRecords(id: string): Promise<Result<ProfileRecords>> {
    await this.profileWriter.flush();
    const profile = this.stats.profiles.find((p) => p.id === id);
    if (!profile) return errResult('BAD_PAYLOAD', `There is no profile ${id}.`, { field: 'id' });
    const read = (entry: HistoryEntry): ReplayedGame | null => {
      if (this.replayed.has(entry.id)) return this.replayed.get(entry.id) ?? null;
      const text = readText(this.gameFile(entry.id), MAX_GAME_RECORD_BYTES);
      const parsed = 'text' in text ? parseRecordText(text.text) : null;
      const game = parsed?.ok ? replayedGame(parsed.record) : null;
      // only a good replay is kept: a file mended later is read again
      if (game) this.replayed.set(entry.id, game);
      return game;
    };
    const kept = new Set(this.history.games.map((g) => g.id));
    for (const old of [...this.replayed.keys()]) if (!kept.has(old)) this.replayed.delete(old);
    return okResult(profileRecords(profile, this.history.games, read));
  }

  /** history:delete: the entry and its record file (the player asked); stats are kept. */
  deleteGame(id: string): Result<History> {
    if (!this.history.games.some((g) => g.id === id)) return errResult('NO_RECORD', `There is no game ${id} in the history.`, { field: 'id' });
    this.history = { games: this.history.games.filter((g) => g.id !== id) };
    this.replayed.delete(id);
    this.pendingRecords = this.pendingRecords.filter((r) => r.id !== id);
    this.pendingRemovals.push(id);
    this.queueProfileWrite();
    return okResult(this.history);
  }

  /** Resolves when every autosave, stats and history write queued so far is on disk. */
  async flush(): Promise<void> {
    await this.writer.flush();
    await this.profileWriter.flush();
    await this.settingsStore.flush();
  }

  /** The settings as on disk. */
  get settings(): Settings {
    return this.settingsStore.current;
  }

  /**
   * Queues the session's autosave (removed instead when the match is over). Resolves once it is
   * durable (written, fsync'd, renamed, directory fsync'd), or once a later save that replaced it
   * is: true then, false when the write failed (reported as a STORAGE error). `done` runs when durable.
   */
  autosave(s: Session, done: () => void): Promise<boolean> {
    const dir = this.dir;
    if (matchOver(s)) {
      return this.writer.enqueue(async () => {
        if (this.autosaveSink) await this.autosaveSink.remove();
        else removeAutosave(dir);
        this.lastAutosaveOk = true;
        done();
      });
    }
    const saved = savedSessionOf(s);
    return this.writer.enqueue(async () => {
      await writeAutosave(dir, saved, this.writeFault, this.autosaveSink);
      this.lastAutosaveOk = true;
      done();
    });
  }

  /** Drops the autosave (game:abandon); a removal that fails is reported (the game stays offered for resume). */
  removeAutosave(): void {
    const dir = this.dir;
    const sink = this.autosaveSink;
    void this.writer.enqueue(async () => (sink ? sink.remove() : removeAutosave(dir))).then((ok) => {
      if (!ok) this.report(`The abandoned game could not be removed from ${dir}: it is still offered to resume.`);
    });
  }

  /**
   * A finished game: its people's profiles (found or created) and stats, the bots' stats apart, a
   * history entry and its record file (the oldest beyond HISTORY_LIMIT dropped with theirs), written
   * off the event loop.
   */
  recordFinishedGame(s: Session): void {
    const final = s.state;
    const winner = final.winner!;
    const now = new Date();
    const resolved = resolveProfiles(this.stats, s.seats, randomUUID, now);
    this.stats = addGameToStats(resolved.stats, s.seats, resolved.ids, s.record, hintCounts(s));
    const id = `${s.id}-${s.matchState.games.length}`;
    const text = exportRecord(s.record);
    const keep = Buffer.byteLength(text) <= MAX_GAME_RECORD_BYTES;
    const before = this.history.games;
    this.history = addGameToHistory(this.history, historyEntryOf(id, s.record, s.seats, resolved.ids, winner, final.round, now, keep));
    const kept = new Set(this.history.games.map((g) => g.id));
    for (const g of before) if (!kept.has(g.id) && g.hasRecord === true) this.pendingRemovals.push(g.id);
    if (keep) this.pendingRecords.push({ id, text });
    else this.log(`history: the record of game ${id} is ${Buffer.byteLength(text)} bytes, more than ${MAX_GAME_RECORD_BYTES}: not kept`);
    this.queueProfileWrite();
  }

  /**
   * Issue 38 item 6: a game played at an online table, its record exported by the room once it ended:
   * a history entry marked online with the record's players, and its record file ("watch again"), written
   * off the event loop. The same game kept again is the entry already there. The stats are not changed
   * (the other people are not this computer's profiles). A bad record changes nothing (typed error).
   */
  keepOnlineGame(code: string, text: string): Result<HistoryEntry> {
    const keep = Buffer.byteLength(text) <= MAX_GAME_RECORD_BYTES;
    const made = onlineGameEntry(code, text, new Date(), keep);
    if (!made.ok) return made;
    const known = this.history.games.find((g) => g.id === made.value.id);
    if (known) return okResult(known);
    const before = this.history.games;
    this.history = addGameToHistory(this.history, made.value);
    const kept = new Set(this.history.games.map((g) => g.id));
    for (const g of before) if (!kept.has(g.id) && g.hasRecord === true) this.pendingRemovals.push(g.id);
    if (keep) this.pendingRecords.push({ id: made.value.id, text });
    else this.log(`history: the record of online game ${made.value.id} is ${Buffer.byteLength(text)} bytes, more than ${MAX_GAME_RECORD_BYTES}: not kept`);
    this.queueProfileWrite();
    return made;
  }

  /** settings:set: validated whole, answered once on disk (a burst shares one write); a refused patch changes nothing. */
  setSettings(patch: Partial<Settings>): Promise<Result<Settings>> {
    return this.settingsStore.set(patch);
  }

  /** game:new remembers its setup in the settings; like every settings write, kept only once it is on disk (a failure is logged). */
  async rememberSetup(setup: ParsedPayload<'game:new'>): Promise<void> {
    const r = await this.settingsStore.set({ lastSetup: setup });
    if (!r.ok) this.log(`settings not saved: ${r.error.message}`);
  }
}
