// The clients that show the table to people (issue 12, "rounds wait for people"): a client says
// so with client:table (watching, 3D dice on) while its table screen is up. After a challenge the
// next round starts only once every watching table has dismissed the reveal (round:continue); a
// table that leaves is no longer waited for. Clients that never say they are a table (tools,
// tests, a menu screen) are not waited for. One screen is one table, however many people watch
// it (couch play: one Continue). Only a client that holds something of the game (its table or a
// seat, clients.ts) is waited for: a watcher that says it shows the table holds nothing up
// (docs/host.md, "Seats bound to clients").
import type { GameState } from '../../engine/index';

interface Table {
  readonly dice3d: boolean;
}

/** The round whose reveal is on the tables' screens now (a challenge resolved, its next round not rolled yet), or null. */
export function revealPending(state: GameState): number | null {
  const r = state.lastResolution;
  if (!r || state.phase === 'bidding' || state.phase === 'game-over' || r.round !== state.round) return null;
  return r.round;
}

export class Tables {
  /** The clients that said they show the table (held or not: one may come to hold the game later, a resume). */
  private readonly watching = new Map<number, Table>();
  /** Per round, the tables that dismissed its reveal. */
  private readonly continued = new Map<number, Set<number>>();
  /** Per round, when its first Continue came (ms, the host's clock). */
  private readonly firstContinue = new Map<number, number>();
  /**
   * Tables that stayed silent past a reveal's bound (docs/host.md, "A silent table"): the round
   * they were silenced at (null once its game is over) and whether they spoke since. Not waited
   * for in that round, nor later until they speak again.
   */
  private readonly silent = new Map<number, { round: number | null; spoke: boolean }>();
  /**
   * The round whose reveal was open when the last watching table's connection closed (a crash,
   * a reload, a dropped socket), or null: that reveal stays until a table comes back and
   * continues, so the next round never starts with nobody watching. A table that goes back to
   * the menu (client:table watching: false) leaves nothing orphaned.
   */
  private orphaned: number | null = null;

  /** @param holds whether a client holds the game (its table or a seat): only those are waited for. */
  constructor(private readonly holds: (client: number) => boolean) {}

  /** The watching tables that hold the game. */
  private held(): [number, Table][] {
    return [...this.watching].filter(([id]) => this.holds(id));
  }

  /** client:table: this client shows the table now (or no longer). */
  set(client: number, watching: boolean, dice3d: boolean): void {
    if (watching) this.watching.set(client, { dice3d });
    else this.watching.delete(client);
  }

  /** A client disconnected; `revealOpen` is the round whose reveal is pending now, if any; `held` whether it held the game. */
  drop(client: number, revealOpen: number | null = null, held = true): void {
    this.silent.delete(client);
    const wasTable = this.watching.delete(client) && held;
    const dismissed = revealOpen !== null && this.continued.get(revealOpen)?.has(client) === true;
    if (wasTable && this.held().length === 0 && revealOpen !== null && !dismissed) this.orphaned = revealOpen;
    for (const set of this.continued.values()) set.delete(client);
  }

  /** round:continue: `client` dismissed the reveal of `round` (at `now`, ms). */
  continue(client: number, round: number, now = 0): void {
    if (!this.firstContinue.has(round)) this.firstContinue.set(round, now);
    const set = this.continued.get(round) ?? new Set<number>();
    set.add(client);
    this.continued.set(round, set);
    // only the latest rounds matter: forget older ones (a long match stays small)
    for (const r of this.continued.keys()) if (r < round - 2) this.continued.delete(r);
    for (const r of this.firstContinue.keys()) if (r < round - 2) this.firstContinue.delete(r);
  }

  /** When the first Continue of `round` came (ms), or null: none yet. */
  firstContinueAt(round: number): number | null {
    return this.firstContinue.get(round) ?? null;
  }

  /** The bound of `round`'s reveal passed: every watching table that has not continued it is no longer waited for. Returns them. */
  silence(round: number): number[] {
    const done = this.continued.get(round);
    const out: number[] = [];
    for (const [id] of this.held()) {
      if (done?.has(id) || this.isSilent(id, round)) continue;
      this.silent.set(id, { round, spoke: false });
      out.push(id);
    }
    return out;
  }

  /** `client` sent an intent: a table silenced before is waited for again from its next reveal. */
  heard(client: number): void {
    const s = this.silent.get(client);
    if (s) s.spoke = true;
  }

  private isSilent(client: number, round: number): boolean {
    const s = this.silent.get(client);
    return s !== undefined && (s.round === round || !s.spoke);
  }

  /** Whether a watching table has not dismissed the reveal of `round` yet. */
  waitingFor(round: number): boolean {
    const tables = this.held();
    // an orphaned reveal waits until a table holding the game watches again (then for its Continue)
    if (tables.length > 0) this.orphaned = null;
    if (this.orphaned === round) return true;
    const done = this.continued.get(round);
    for (const [id] of tables) if (!done?.has(id) && !this.isSilent(id, round)) return true;
    return false;
  }

  /** Some watching table throws 3D dice: the dice wait for its dice:ready, bots for its dice:settled. */
  get throws3d(): boolean {
    for (const [, t] of this.held()) if (t.dice3d) return true;
    return false;
  }

  /** A new session or game: the rounds of the old one are forgotten (round numbers start again). */
  resetRounds(): void {
    this.continued.clear();
    this.firstContinue.clear();
    for (const s of this.silent.values()) s.round = null;
    this.orphaned = null;
  }
}
