// The connected clients, what each holds of the game and what each is sent: every message to a
// client leaves from here, so the rules "a client sees only the seat it shows" and "a client shows
// and acts only for the seats it holds" (docs/host.md, "Seats bound to clients") have one home.
import { viewFor, type Seat } from '../../engine/index';
import type { ClientRole, HostEvent } from '../../common/contract/index';
import { humanSeats, sessionInfo, type ClientStanding, type Session } from './session';

const WATCHER: ClientRole = { kind: 'watcher' };

/** One connected client (a window, or a WebSocket): it shows one seat at a time, among those it holds. */
export interface ClientState {
  readonly id: number;
  /** Never changes an event after handing it here (HostEvent: a transport may reuse its encoding; the server's rooms freeze it). */
  readonly send: (event: HostEvent) => void;
  /** The seat whose view it is sent (null: the public view). Always null or a seat it holds. */
  shownSeat: Seat | null;
  /** What it holds of the game being played (assigned by the host; a watcher until then). */
  role: ClientRole;
}

export class Clients {
  private readonly clients = new Map<number, ClientState>();
  private nextId = 1;

  constructor(
    private readonly session: () => Session | null,
    private readonly log: (message: string) => void,
  ) {}

  get size(): number {
    return this.clients.size;
  }

  /** A new client: it holds nothing and shows the public view, always (a reload or a restart included). */
  connect(send: (event: HostEvent) => void): ClientState {
    const client: ClientState = { id: this.nextId++, send, shownSeat: null, role: WATCHER };
    this.clients.set(client.id, client);
    return client;
  }

  get(id: number): ClientState | undefined {
    return this.clients.get(id);
  }

  disconnect(id: number): void {
    this.clients.delete(id);
  }

  clear(): void {
    this.clients.clear();
  }

  // ---- what each client holds ----------------------------------------------------------------

  /** The person seats `client` holds in the session being played. */
  heldSeats(client: ClientState): Seat[] {
    const s = this.session();
    if (!s) return [];
    const persons = humanSeats(s);
    const role = client.role;
    switch (role.kind) {
      case 'watcher':
        return [];
      case 'phone':
        return persons.includes(role.seat) ? [role.seat] : [];
      case 'shared':
        return persons.filter((p) => role.seats.includes(p));
      case 'screen': {
        // every person seat but those a phone holds
        const phones = new Set<Seat>();
        for (const c of this.clients.values()) if (c.role.kind === 'phone') phones.add(c.role.seat);
        return persons.filter((p) => !phones.has(p));
      }
    }
  }

  holdsSeat(client: ClientState, seat: Seat): boolean {
    return this.heldSeats(client).includes(seat);
  }

  /** Whether `client` is the game's table (the screen people watch): continue, dice, next game, abandon. */
  holdsTable(client: ClientState): boolean {
    return this.session() !== null && (client.role.kind === 'screen' || client.role.kind === 'shared');
  }

  /** Whether `client` holds anything of the game (the table or a seat): only those are waited for. */
  holdsAny(client: ClientState): boolean {
    return this.holdsTable(client) || this.heldSeats(client).length > 0;
  }

  /** A connected client that holds the table, other than `except`. */
  otherTable(except: ClientState): ClientState | null {
    for (const c of this.clients.values()) if (c !== except && this.holdsTable(c)) return c;
    return null;
  }

  /**
   * Gives `client` a role (the host assigns: the screen that starts or resumes a game; a phones
   * mode pairs phones with `{kind: 'phone'}`). A phone's seat is taken from any other phone that
   * held it, and from a shared screen's seats; its shown seat falls back to the public view when it
   * no longer holds it.
   */
  assign(client: ClientState, role: ClientRole): void {
    client.role = role;
    if (role.kind === 'phone') {
      for (const c of this.clients.values()) {
        if (c === client) continue;
        if (c.role.kind === 'phone' && c.role.seat === role.seat) c.role = WATCHER;
        else if (c.role.kind === 'shared' && c.role.seats.includes(role.seat)) c.role = { kind: 'shared', seats: c.role.seats.filter((x) => x !== role.seat) };
      }
    }
    this.dropUnheldShownSeats();
  }

  /** A new session (game:new, a resume from disk): `owner` is its screen, every other client a watcher; everyone shows the public view. */
  newSession(owner: ClientState | null): void {
    for (const c of this.clients.values()) {
      c.role = c === owner ? { kind: 'screen' } : WATCHER;
      c.shownSeat = null;
    }
  }

  /** The session ended (abandoned): nobody holds anything. */
  endSession(): void {
    for (const c of this.clients.values()) {
      c.role = WATCHER;
      c.shownSeat = null;
    }
  }

  /** Every client that shows a seat it does not hold (any more) shows the public view. */
  private dropUnheldShownSeats(): void {
    for (const c of this.clients.values()) if (c.shownSeat !== null && !this.holdsSeat(c, c.shownSeat)) c.shownSeat = null;
  }

  /**
   * The seat whose hand `client` may be sent now: the one it shows, if it holds it (else the public
   * view). Every per-seat message (views, rolls, dice requests) is made for this seat.
   */
  visibleSeat(client: ClientState): Seat | null {
    return client.shownSeat !== null && this.holdsSeat(client, client.shownSeat) ? client.shownSeat : null;
  }

  /** What the session is to `client`. */
  standing(client: ClientState): ClientStanding {
    return { shownSeat: this.visibleSeat(client), role: client.role, heldSeats: this.heldSeats(client) };
  }

  // ---- sending -------------------------------------------------------------------------------

  /** One event to one client; a failing send is logged, never thrown. */
  sendTo(client: ClientState, event: HostEvent): void {
    try {
      client.send(event);
    } catch (e) {
      this.log(`client ${client.id}: send failed (${e instanceof Error ? e.message : String(e)})`);
    }
  }

  /** The same event to every client (only events that tell no seat's hidden dice). */
  broadcast(event: HostEvent): void {
    for (const c of this.clients.values()) this.sendTo(c, event);
  }

  /** An event only for the clients that hold the game's table (the phones' links are secrets of the shared screen). */
  sendToTables(event: HostEvent): void {
    for (const c of this.clients.values()) if (this.holdsTable(c)) this.sendTo(c, event);
  }

  /** Each client its own event, made for the seat it shows (ARCHITECTURE.md, "Information hiding"). */
  sendEach(make: (client: ClientState) => HostEvent): void {
    for (const c of this.clients.values()) this.sendTo(c, make(c));
  }

  /** The view of the seat this client shows (R-DICE: only that seat's hand), of the state last told (saved). */
  sendView(client: ClientState): void {
    const s = this.session();
    if (!s) return;
    const seat = this.visibleSeat(client);
    this.sendTo(client, { type: 'view', view: viewFor(s.told.state, seat), shownSeat: seat, actionCount: s.told.actionCount });
  }

  sendSession(client: ClientState): void {
    const s = this.session();
    this.sendTo(client, { type: 'session', session: s ? sessionInfo(s, this.standing(client)) : null });
  }

  broadcastViews(): void {
    for (const c of this.clients.values()) this.sendView(c);
  }

  broadcastSession(): void {
    for (const c of this.clients.values()) this.sendSession(c);
  }
}
