// Acknowledged means on disk (issue 30.1): when the game's autosave fails (a read-only folder, a
// full disk, an I/O error), the game pauses. The action whose save failed is neither acknowledged
// nor told; the clients get a `save-pause` event (what failed, where, the space it needs); the save
// is tried again on a timer and on `storage:retry`. Once a save succeeds the pause ends and the
// game goes on from the action just saved: the waiting actions are told and acknowledged then.
import { basename } from 'node:path';
import type { SaveFault, SavePause } from '../../common/contract/index';
import { SaveError } from './storage';

/** The waits between tries while paused (the last one repeats). */
export const SAVE_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000, 30_000];

/** What a failed write was, for the clients (never the file's content). */
export function saveFaultOf(e: unknown, what: SaveFault['what']): SaveFault {
  if (e instanceof SaveError) return { what, file: basename(e.file), dir: e.dir, code: e.code, bytes: e.bytes };
  const code = (e as NodeJS.ErrnoException | null)?.code;
  return { what, file: '', dir: '', code: typeof code === 'string' ? code : 'EIO', bytes: 0 };
}

/** The fault in an English sentence (logs, and the message of STORAGE errors; the renderer words its own). */
export function saveFaultMessage(f: SaveFault): string {
  const file = f.file || (f.what === 'autosave' ? 'the saved game' : 'the settings');
  const where = f.dir ? ` in ${f.dir}` : '';
  switch (f.code) {
    case 'EROFS':
      return `The folder${where} is read-only: ${file} cannot be written.`;
    case 'ENOSPC':
    case 'EDQUOT':
      return `The disk is full: ${file}${where} needs at least ${Math.max(1, Math.ceil(f.bytes / 1024))} KiB free.`;
    case 'EACCES':
    case 'EPERM':
      return `No permission to write ${file}${where}.`;
    default:
      return `${file} could not be written${where} (${f.code}).`;
  }
}

export interface SavePauseDeps {
  /** Saves the current game again; null when there is none (the pause ends unsaved). */
  readonly saveAgain: () => Promise<boolean> | null;
  /** Whether the last autosave that finished succeeded (a later save holds every earlier action). */
  readonly lastSaveOk: () => boolean;
  /** The error of the last failed autosave. */
  readonly lastError: () => unknown;
  /** The actions of the game on disk. */
  readonly savedActions: () => number;
  readonly tell: (pause: SavePause | null) => void;
  readonly log: (message: string) => void;
  readonly delaysMs?: readonly number[];
}

export class SavePauser {
  private pause: SavePause | null = null;
  private waiters: ((saved: boolean) => void)[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private trying: Promise<boolean> | null = null;

  constructor(private readonly deps: SavePauseDeps) {}

  /** The pause, while the game is paused on a failed save. */
  get current(): SavePause | null {
    return this.pause;
  }

  /**
   * An autosave failed: the game pauses (once) and the save is tried again. Resolves true once a
   * save succeeded (the action is on disk), false when the pause was cancelled (the game left).
   */
  failed(): Promise<boolean> {
    if (!this.pause && this.deps.lastSaveOk()) return Promise.resolve(true); // a later save already holds it
    const saved = new Promise<boolean>((resolve) => this.waiters.push(resolve));
    if (!this.pause) {
      this.pause = this.describe(1);
      this.deps.log(`storage: the game is paused: ${saveFaultMessage(this.pause)}`);
      this.deps.tell(this.pause);
      this.scheduleRetry();
    }
    return saved;
  }

  /** storage:retry: tries the save now. True: saved (or nothing was paused). */
  retryNow(): Promise<boolean> {
    if (!this.pause) return Promise.resolve(true);
    return this.attempt();
  }

  /** The game the pause was for is left (new game, abandon, close): the waiting actions are never told. */
  cancel(): void {
    this.clearTimer();
    const was = this.pause;
    this.pause = null;
    for (const w of this.waiters.splice(0)) w(false);
    if (was) this.deps.tell(null);
  }

  private describe(attempts: number): SavePause {
    const fault = saveFaultOf(this.deps.lastError(), 'autosave');
    return { ...fault, savedActions: this.deps.savedActions(), attempts, retryInMs: this.delay(attempts) };
  }

  private delay(attempts: number): number {
    const delays = this.deps.delaysMs ?? SAVE_RETRY_DELAYS_MS;
    return delays[Math.min(attempts - 1, delays.length - 1)] ?? 1000;
  }

  private scheduleRetry(): void {
    this.clearTimer();
    if (!this.pause) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.attempt();
    }, this.pause.retryInMs);
    this.timer.unref?.();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private attempt(): Promise<boolean> {
    this.trying ??= this.tryOnce().finally(() => (this.trying = null));
    return this.trying;
  }

  private async tryOnce(): Promise<boolean> {
    this.clearTimer();
    const saving = this.deps.saveAgain();
    if (!saving) {
      this.cancel();
      return false;
    }
    const ok = await saving;
    if (!this.pause) return ok; // cancelled while the save ran
    if (ok) {
      this.pause = null;
      this.deps.log('storage: saved again; the game goes on');
      this.deps.tell(null);
      for (const w of this.waiters.splice(0)) w(true);
      return true;
    }
    this.pause = this.describe(this.pause.attempts + 1);
    this.deps.tell(this.pause);
    this.scheduleRetry();
    return false;
  }
}
