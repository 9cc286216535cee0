// What the host keeps on disk: the autosave after every action, settings, stats and history.
// Loaded once at start (problems reported, corrupt files kept aside); written by serial writers.
import { settingsSchema, errResult, okResult, type History, type Result, type Settings, type Stats, type StorageProblem } from '../contract/index';
import type { ParsedPayload } from '../contract/index';
import { AUTOSAVE_FILE, loadAutosave, removeAutosave, writeAutosave, type RestoredSession } from './autosave';
import { addGameToHistory, addGameToStats, historyEntryOf, HISTORY_FILE, SETTINGS_FILE, STATS_FILE } from './profile';
import { matchOver, savedSessionOf, type Session } from './session';
import { saveFaultMessage, saveFaultOf } from './save-pause';
import { loadVersioned, removeStaleTempFiles, saveVersioned, saveVersionedAsync, SerialWriter } from './storage';

export class Persistence {
  settings: Settings;
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
  ) {
    const stale = removeStaleTempFiles(dir, [AUTOSAVE_FILE, SETTINGS_FILE.name, STATS_FILE.name, HISTORY_FILE.name]);
    if (stale.length > 0) this.log(`storage: removed ${stale.length} temp files of writes a kill interrupted`);
    const settings = loadVersioned(dir, SETTINGS_FILE);
    const stats = loadVersioned(dir, STATS_FILE);
    const history = loadVersioned(dir, HISTORY_FILE);
    const saved = loadAutosave(dir);
    this.settings = settings.value;
    this.stats = stats.value;
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
  }

  /** Resolves when every autosave, stats and history write queued so far is on disk. */
  async flush(): Promise<void> {
    await this.writer.flush();
    await this.profileWriter.flush();
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
        removeAutosave(dir);
        this.lastAutosaveOk = true;
        done();
      });
    }
    const saved = savedSessionOf(s);
    return this.writer.enqueue(async () => {
      await writeAutosave(dir, saved);
      this.lastAutosaveOk = true;
      done();
    });
  }

  /** Drops the autosave (game:abandon); a removal that fails is reported (the game stays offered for resume). */
  removeAutosave(): void {
    const dir = this.dir;
    void this.writer.enqueue(async () => removeAutosave(dir)).then((ok) => {
      if (!ok) this.report(`The abandoned game could not be removed from ${dir}: it is still offered to resume.`);
    });
  }

  /** A finished game: its players' stats and a history entry, written off the event loop. */
  recordFinishedGame(s: Session): void {
    const final = s.state;
    const winner = final.winner!;
    const names = s.seats.map((x) => x.name);
    this.stats = addGameToStats(this.stats, names, s.events, winner, final.round);
    this.history = addGameToHistory(this.history, historyEntryOf(`${s.id}-${s.matchState.games.length}`, s.record, s.seats, winner, final.round, new Date()));
    const dir = this.dir;
    const stats = this.stats;
    const history = this.history;
    // One writer for both files (a writer keeps only the latest queued state).
    void this.profileWriter.enqueue(async () => {
      await saveVersionedAsync(dir, STATS_FILE, stats);
      await saveVersionedAsync(dir, HISTORY_FILE, history);
    });
  }

  /** settings:set: validated whole, written before it is answered; a refused patch changes nothing. */
  setSettings(patch: Partial<Settings>): Result<Settings> {
    const next = settingsSchema.safeParse({ ...this.settings, ...patch });
    if (!next.success) return errResult('BAD_PAYLOAD', next.error.issues[0]?.message ?? 'invalid settings', { field: 'patch' });
    try {
      saveVersioned(this.dir, SETTINGS_FILE, next.data);
    } catch (e) {
      const save = saveFaultOf(e, 'settings');
      return errResult('STORAGE', `The settings could not be saved: ${saveFaultMessage(save)}`, { save });
    }
    this.settings = next.data;
    return okResult(this.settings);
  }

  /** game:new remembers its setup in the settings; like every settings write, kept only once it is on disk (a failure is logged). */
  rememberSetup(setup: ParsedPayload<'game:new'>): void {
    const next = { ...this.settings, lastSetup: setup };
    try {
      saveVersioned(this.dir, SETTINGS_FILE, next);
      this.settings = next;
    } catch (e) {
      this.log(`settings not saved: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
