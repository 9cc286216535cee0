// The host's phones port for an online table (issue 38): a table's people are the host's "phone"
// seats (each holds exactly its seat, never the table: docs/host.md, "Seats bound to clients"),
// so the host's stand-in bots (phones:standin) play for an away person. There is no listener:
// the room (table-room.ts) binds each connection itself; this port only tells the host who is
// connected (`joined`) and keeps no keys.
import type { PhoneBinder, PhoneSeatSpec, PhonesPort } from '../main/host/index';
import { okResult, type PhonePairing, type Result } from '../common/contract/index';

export class OnlinePort implements PhonesPort {
  private seats: readonly PhoneSeatSpec[] = [];
  private changed: (() => void) | null = null;
  private running = false;

  /** @param connected whether a person holds `seat` over a live connection now */
  constructor(private readonly connected: (seat: number) => boolean) {}

  start(seats: readonly PhoneSeatSpec[], _binder: PhoneBinder, changed: () => void): Promise<Result<PhonePairing>> {
    this.seats = seats;
    this.changed = changed;
    this.running = true;
    return Promise.resolve(okResult(this.pairing()!));
  }

  pairing(): PhonePairing | null {
    if (!this.running) return null;
    // no links: the table's code and secret are the room's (the host's "phones" event only reaches the table's own client)
    return { address: 'online', addresses: [], seats: this.seats.map((s) => ({ seat: s.seat, name: s.name, color: s.color, url: '', joined: this.connected(s.seat) })), page: 'unavailable' };
  }

  repair(): Result<PhonePairing> {
    return okResult(this.pairing() ?? { address: 'online', addresses: [], seats: [] });
  }

  move(): Promise<Result<PhonePairing>> {
    return Promise.resolve(this.repair());
  }

  stop(): Promise<void> {
    this.running = false;
    return Promise.resolve();
  }

  /** A person came or went: the host is told (its away timers, if any). */
  notify(): void {
    if (this.running) this.changed?.();
  }
}
