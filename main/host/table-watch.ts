// The tables watching the game (issue 12; docs/host.md, "A silent table"): which clients show the
// table (client:table), their Continue under a reveal (round:continue), and the bound after which
// a silent table no longer holds the reveal.
import { okResult, type Settings } from '../../common/contract/index';
import type { Clients } from './clients';
import { notYours, type HandlersOf, type HostTimers } from './handlers';
import type { Tables } from './tables';

/** With the auto-continue setting on, a table silent this long past its countdown no longer holds the reveal (docs/host.md, "A silent table"). */
export const AUTO_CONTINUE_GRACE_MS = 5000;
/** With the auto-continue setting off, a table silent this long after another table continued no longer holds the reveal. */
export const SILENT_TABLE_MS = 60_000;

export interface TableWatchDeps {
  readonly tables: Tables;
  readonly clients: Clients;
  readonly timers: HostTimers;
  readonly settings: () => Settings;
  readonly log: (message: string) => void;
  /** Looks at what comes next (a table continued, or the bound passed). */
  readonly schedule: () => void;
  /** A table came, went or changed: what waited for it may go on. */
  readonly tablesChanged: () => void;
}

export type TableWatchChannels = 'client:table' | 'round:continue';

export class TableWatch {
  /** The reveal on the tables' screens now (its round, when the host first saw it) and its silent-table bound's timer. */
  private reveal: { round: number; openedAt: number; deadline: number | null; timer: unknown } | null = null;

  constructor(private readonly deps: TableWatchDeps) {}

  readonly handlers: HandlersOf<TableWatchChannels> = {
    'client:table': (client, p) => {
      this.deps.tables.set(client.id, p.watching, p.dice3d);
      this.deps.tablesChanged();
      return okResult(null);
    },
    'round:continue': (client, p) => {
      if (!this.deps.clients.holdsAny(client)) return notYours('continue the reveal: this screen holds no seat and not the table');
      this.deps.tables.continue(client.id, p.round, this.deps.timers.now());
      this.deps.schedule();
      return okResult(null);
    },
  };

  /**
   * A reveal waits for its tables: a table silent past the bound no longer holds it (docs/host.md,
   * "A silent table"). The bound: the auto-continue delay and a grace from when the reveal opened;
   * with auto-continue off, SILENT_TABLE_MS after another table continued; none while no table
   * continued (people read a reveal as long as they like).
   */
  bound(round: number): void {
    const { timers, tables } = this.deps;
    const now = timers.now();
    if (this.reveal?.round !== round) {
      this.clear();
      this.reveal = { round, openedAt: now, deadline: null, timer: null };
    }
    const r = this.reveal!;
    const autoSec = this.deps.settings().autoContinueSec;
    const first = tables.firstContinueAt(round);
    const deadline = autoSec > 0 ? r.openedAt + autoSec * 1000 + AUTO_CONTINUE_GRACE_MS : first !== null ? first + SILENT_TABLE_MS : null;
    if (deadline === r.deadline) return;
    if (r.timer !== null) timers.clearTimeout(r.timer);
    r.deadline = deadline;
    r.timer =
      deadline === null
        ? null
        : timers.setTimeout(() => {
            if (this.reveal !== r) return;
            r.timer = null;
            const silenced = tables.silence(round);
            if (silenced.length > 0) this.deps.log(`round ${round}: no Continue from table(s) ${silenced.join(', ')} within the bound; the reveal no longer waits for them`);
            this.deps.schedule();
          }, Math.max(0, deadline - now));
  }

  /** No reveal waits for its tables (none open, or the session ended): its bound's timer stops. */
  clear(): void {
    if (this.reveal?.timer != null) this.deps.timers.clearTimeout(this.reveal.timer);
    this.reveal = null;
  }
}
