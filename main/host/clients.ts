// The connected clients and what each is sent: every message to a client leaves from here, so the
// rule "a client sees only the seat it shows" has one home (views, session info, broadcasts).
import { viewFor, type Seat } from '../../engine/index';
import type { HostEvent } from '../contract/index';
import { defaultShownSeat, sessionInfo, type Session } from './session';

/** One connected client (a window, or a WebSocket): it shows one seat at a time. */
export interface ClientState {
  readonly id: number;
  readonly send: (event: HostEvent) => void;
  shownSeat: Seat | null;
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

  connect(send: (event: HostEvent) => void): ClientState {
    const client: ClientState = { id: this.nextId++, send, shownSeat: defaultShownSeat(this.session()) };
    this.clients.set(client.id, client);
    return client;
  }

  disconnect(id: number): void {
    this.clients.delete(id);
  }

  clear(): void {
    this.clients.clear();
  }

  /** A new session: every client shows its default seat. */
  resetShownSeats(): void {
    const seat = defaultShownSeat(this.session());
    for (const c of this.clients.values()) c.shownSeat = seat;
  }

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

  /** Each client its own event, made for the seat it shows (ARCHITECTURE.md, "Information hiding"). */
  sendEach(make: (client: ClientState) => HostEvent): void {
    for (const c of this.clients.values()) this.sendTo(c, make(c));
  }

  /** The view of the seat this client shows (R-DICE: only that seat's hand), of the state last told (saved). */
  sendView(client: ClientState): void {
    const s = this.session();
    if (!s) return;
    this.sendTo(client, { type: 'view', view: viewFor(s.told.state, client.shownSeat), shownSeat: client.shownSeat, actionCount: s.told.actionCount });
  }

  sendSession(client: ClientState): void {
    const s = this.session();
    this.sendTo(client, { type: 'session', session: s ? sessionInfo(s, client.shownSeat) : null });
  }

  broadcastViews(): void {
    for (const c of this.clients.values()) this.sendView(c);
  }

  broadcastSession(): void {
    for (const c of this.clients.values()) this.sendSession(c);
  }
}
