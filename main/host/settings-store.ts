// The settings file (docs/host.md, "Durability" and "Fair to every client"; issue 42 item 14): a
// burst of settings:set is applied in order and written once, off the event loop (the latest state
// wins); every patch of a write is answered once that write is durable, or refused with it.
import { errResult, okResult, settingsSchema, type Result, type Settings } from '../../common/contract/index';
import { SETTINGS_FILE } from './profile';
import { saveFaultMessage, saveFaultOf } from './save-pause';
import { saveVersionedAsync, SerialWriter, type WriteFault } from './storage';

/** The patches one write carries, and why it failed (null while it has not, or when it succeeded). */
interface Batch {
  readonly patches: Partial<Settings>[];
  error: unknown;
}

/** `base` with `patches` applied in order. */
function applied(base: Settings, patches: readonly Partial<Settings>[]): Settings {
  return patches.reduce<Settings>((s, p) => ({ ...s, ...p }), base);
}

export class SettingsStore {
  /** The settings on disk (a patch is here only once its write is durable). */
  current: Settings;
  private readonly writer = new SerialWriter(() => undefined);
  /** The patches waiting for the next write. */
  private waiting: Batch | null = null;
  /** What the settings will be once every patch accepted so far is on disk: a new patch is checked against it. */
  private projected: Settings;

  constructor(
    private readonly dir: string,
    initial: Settings,
    private readonly writeFault?: WriteFault,
  ) {
    this.current = initial;
    this.projected = initial;
  }

  /**
   * settings:set: validated whole against the settings every earlier patch makes (a refused one
   * changes nothing), then answered once a write that carries it is durable: the settings on disk
   * then. A failed write refuses every patch it carried (STORAGE); later ones apply over the disk's.
   */
  async set(patch: Partial<Settings>): Promise<Result<Settings>> {
    const next = settingsSchema.safeParse({ ...this.projected, ...patch });
    if (!next.success) return errResult('BAD_PAYLOAD', next.error.issues[0]?.message ?? 'invalid settings', { field: 'patch' });
    this.projected = next.data;
    const batch = (this.waiting ??= { patches: [], error: null });
    batch.patches.push(patch);
    await this.writer.enqueue(() => this.writeWaiting());
    if (batch.error === null) return okResult(this.current);
    const save = saveFaultOf(batch.error, 'settings');
    return errResult('STORAGE', `The settings could not be saved: ${saveFaultMessage(save)}`, { save });
  }

  /** Resolves when every write queued so far has run. */
  flush(): Promise<void> {
    return this.writer.flush();
  }

  /** The patches accepted since the write under way started. */
  private waitingPatches(): readonly Partial<Settings>[] {
    return this.waiting?.patches ?? [];
  }

  /** Writes the waiting patches over the settings on disk (one write for all of them). */
  private async writeWaiting(): Promise<void> {
    const batch = this.waiting;
    this.waiting = null;
    if (!batch) return;
    try {
      // checked again whole: a patch was checked over earlier ones, and a failed write drops those
      const value = settingsSchema.parse(applied(this.current, batch.patches));
      await saveVersionedAsync(this.dir, SETTINGS_FILE, value, this.writeFault);
      this.current = value;
    } catch (e) {
      batch.error = e;
      // the refused patches leave the projection: the ones waiting apply over the disk's
      this.projected = applied(this.current, this.waitingPatches());
    }
  }
}
