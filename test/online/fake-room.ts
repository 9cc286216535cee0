// A fake Colyseus room for the online relay's tests (main/online): it records what the app sends,
// and the test plays the server: welcome, lobby states, replies and events, drops and leaves.
import type { RoomConnector, RoomCreate, RoomJoin, RoomLink } from '../../main/online/room-link';

export const WELCOME = { code: 'ABC234', secret: 'DEFG5678', seat: 0, seatToken: 'tok-aaaaaaaaaaaaaaaa', creator: true };
export const LOBBY = {
  code: 'ABC234',
  phase: 'lobby',
  seats: [
    { seat: 0, person: { name: 'Ana', color: '#aa3322', face: 'fox' }, bot: null, connected: true, standIn: false, creator: true },
    { seat: 1, person: null, bot: null, connected: false, standIn: false, creator: false },
  ],
  turnTimerSec: 30,
  turnDeadline: null,
  games: 0,
};

export class FakeRoom implements RoomLink {
  readonly sent: { type: string; message: unknown }[] = [];
  left = 0;
  private readonly listeners = new Map<string, Set<(m: unknown) => void>>();
  private readonly drops: (() => void)[] = [];
  private readonly reconnects: (() => void)[] = [];
  private readonly leaves: ((code: number) => void)[] = [];

  send(type: string, message: unknown): void {
    this.sent.push({ type, message });
  }
  onMessage(type: string, listener: (m: unknown) => void): () => void {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set);
    set.add(listener);
    return () => set.delete(listener);
  }
  onDrop(l: () => void): void {
    this.drops.push(l);
  }
  onReconnect(l: () => void): void {
    this.reconnects.push(l);
  }
  onLeave(l: (code: number) => void): void {
    this.leaves.push(l);
  }
  async leave(): Promise<void> {
    this.left++;
    this.serverLeft(1000);
  }

  // the server's side
  push(type: string, message: unknown): void {
    for (const l of [...(this.listeners.get(type) ?? [])]) l(message);
  }
  welcome(welcome: object = WELCOME, lobby: object = LOBBY): void {
    this.push('welcome', welcome);
    this.push('lobby', lobby);
  }
  drop(): void {
    for (const l of this.drops) l();
  }
  reconnect(): void {
    for (const l of this.reconnects) l();
  }
  serverLeft(code: number): void {
    for (const l of this.leaves.splice(0)) l(code);
  }
  /** The requests sent on the game wire. */
  get requests(): { id: number; channel: string; payload: unknown }[] {
    return this.sent.filter((s) => s.type === 'req').map((s) => s.message as { id: number; channel: string; payload: unknown });
  }
}

/** A connector whose rooms the test answers: `rooms` in the order opened; `welcomeAtOnce` welcomes each as it opens. */
export class FakeConnector implements RoomConnector {
  readonly rooms: FakeRoom[] = [];
  readonly calls: ({ kind: 'create'; server: string; options: RoomCreate } | { kind: 'join'; server: string; code: string; options: RoomJoin })[] = [];
  fail: Error | null = null;
  constructor(private readonly welcomeAtOnce = true) {}

  async create(server: string, options: RoomCreate): Promise<RoomLink> {
    this.calls.push({ kind: 'create', server, options });
    return this.open();
  }
  async join(server: string, code: string, options: RoomJoin): Promise<RoomLink> {
    this.calls.push({ kind: 'join', server, code, options });
    return this.open();
  }
  private open(): RoomLink {
    if (this.fail) throw this.fail;
    const room = new FakeRoom();
    this.rooms.push(room);
    if (this.welcomeAtOnce) setTimeout(() => room.welcome(), 0);
    return room;
  }
}
