// What the host asks of a phones listener (issue 28 items 2, 5, 6; docs/host.md, "Phones"). The
// host decides when a phones game runs; the listener (main/web/phones.ts: a LAN socket, keys,
// encryption) lives outside main/host, so the host stays free of networking and is tested without it.
import type { ClientRole, HostEvent, PhoneEnding, PhoneLanguage, PhonePairing, Result, SessionInfo } from '../../common/contract/index';
import type { Seat } from '../../engine/index';

export interface PhoneSeatSpec {
  readonly seat: Seat;
  readonly name: string;
  readonly color: string;
  /** The language its person's profile names (issue 28 item 3): told to the phone when it pairs. */
  readonly language?: PhoneLanguage;
}

/** The host's side of a phone's connection: a client, and the pairing's entry point. */
export interface PhoneBinder {
  connect(send: (event: HostEvent) => void): { readonly id: number; handle(channel: unknown, payload: unknown): Promise<Result<unknown>>; disconnect(): void };
  assign(clientId: number, role: ClientRole): Result<SessionInfo>;
}

export interface PhonesPort {
  /**
   * A phones game starts: fresh keys for these seats, and the listener up. Replaces any pairing before
   * (its keys die): its phones are told the game was replaced, with their person's new link where
   * the new game has a phone seat of the same name (issue 42 item 9), and closed (CLOSE.ended).
   */
  start(seats: readonly PhoneSeatSpec[], binder: PhoneBinder, changed: () => void): Promise<Result<PhonePairing>>;
  /** The pairing now, or null when no phones game runs. */
  pairing(): PhonePairing | null;
  /** New keys for `seat`: its old link is revoked and a phone holding it disconnected. */
  repair(seat: Seat): Result<PhonePairing>;
  /** Listens on another of the machine's addresses, with the same keys (new links); PHONES when it is not one of them. */
  move(address: string): Promise<Result<PhonePairing>>;
  /**
   * The game ended or the app quits: every paired phone is told why (`ending`, default `closed`; issue
   * 42 item 9) and closed with CLOSE.ended, the listener closed, the keys forgotten.
   */
  stop(ending?: PhoneEnding): Promise<void>;
  /** Whether the listener may be put on `address` (the phonesAddress setting): PHONES when it is not an address of this computer (issue 42 item 11). */
  checkAddress?(address: string): Result<null>;
}
