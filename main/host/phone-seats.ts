// Phones (issue 28; docs/host.md, "Phones"): the person seats played on phones, their listener's
// start and stop, the pairing the table's screen shows, and the bots that stand in for an away
// phone. The listener itself (a LAN socket, keys, encryption) is the PhonesPort, outside main/host.
import type { Seat } from '../../engine/index';
import { errResult, okResult, type Channel, type ClientRole, type PhoneEnding, type Result, type SessionInfo, type Settings, type Stats } from '../../common/contract/index';
import type { ClientState, Clients } from './clients';
import { notYours, type HandlersOf, type HostTimers } from './handlers';
import type { PhoneBinder, PhonesPort } from './phones-port';
import { profileLanguage } from './profile';
import { humanSeats, matchWinner, type Session } from './session';
import type { SessionSlot } from './session-slot';

/** The channels a phone may use (the LAN listener refuses the others with FORBIDDEN): its seat's play and what its page reads. */
export const PHONE_CHANNELS: readonly Channel[] = ['game:act', 'game:show', 'game:resume', 'round:continue', 'dice:shake', 'app:info', 'settings:get'];

/** The person seats of a session played on phones (issue 28). */
export function phoneSeats(s: Session): Seat[] {
  return humanSeats(s).filter((seat) => s.seats[seat]?.phone === true);
}

/** What the screen that starts or resumes a game holds: hot-seat (the screen), or in phones mode the shared screen with the person seats played on it. */
export function ownerRole(s: Session): ClientRole {
  const phones = phoneSeats(s);
  return phones.length === 0 ? { kind: 'screen' } : { kind: 'shared', seats: humanSeats(s).filter((x) => !phones.includes(x)) };
}

export interface PhoneSeatsDeps {
  /** The phones' listener; without it a game with phone seats is refused (PHONES). */
  readonly port: PhonesPort | undefined;
  /** How long the listener stays up after the match ended (the last reveal on the phones). */
  readonly afterMatchMs: number;
  readonly slot: SessionSlot;
  readonly clients: Clients;
  readonly timers: HostTimers;
  readonly settings: () => Settings;
  readonly stats: () => Stats;
  /** How a phone's connection becomes a client of the host holding its seat. */
  readonly binder: PhoneBinder;
  /** A seat is the person's again: a bot thinking for it is cancelled (its move never lands). */
  readonly cancelBotTurn: () => void;
  readonly schedule: () => void;
  readonly info: (client: ClientState) => SessionInfo;
  readonly log: (message: string) => void;
}

export type PhoneChannels = 'phones:pairing' | 'phones:address' | 'phones:standin' | 'phones:repair';

export class PhoneSeats {
  /** The listener's shutdown after the match ended. */
  private afterMatchTimer: unknown = null;
  /** The phone seats whose phone joined once this game (only those are given a bot when away), and their away timers. */
  private readonly everJoined = new Set<Seat>();
  private readonly awayTimers = new Map<Seat, unknown>();

  constructor(private readonly deps: PhoneSeatsDeps) {}

  readonly handlers: HandlersOf<PhoneChannels> = {
    'phones:pairing': (client) => {
      const denied = this.denied(client);
      if (denied) return denied;
      const p = this.deps.port?.pairing() ?? null;
      return p ? okResult(p) : errResult('PHONES', "The phones' listener is not running.");
    },
    'phones:address': async (client, p) => {
      const denied = this.denied(client);
      if (denied) return denied;
      const r = await this.deps.port!.move(p.address);
      if (r.ok) this.deps.log(`phones: listening on ${r.value.address} now`);
      return r;
    },
    'phones:standin': (client, p) => {
      const denied = this.denied(client);
      if (denied) return denied;
      const s = this.deps.slot.current!;
      if (!phoneSeats(s).includes(p.seat)) return errResult('PHONES', `Seat ${p.seat} is not played on a phone.`);
      s.awayAtSave?.delete(p.seat); // the table decided for the seat: no saved bot waits for it
      this.setStandIn(s, p.seat, p.level);
      return okResult(this.deps.info(client));
    },
    'phones:repair': (client, p) => {
      const denied = this.denied(client);
      if (denied) return denied;
      if (!phoneSeats(this.deps.slot.current!).includes(p.seat)) return errResult('PHONES', `Seat ${p.seat} is not played on a phone.`);
      const r = this.deps.port!.repair(p.seat);
      if (r.ok) this.deps.log(`phones: seat ${p.seat} re-paired (its old link revoked)`);
      return r;
    },
  };

  /** Why `client` may not read or change the phones' pairing (its links are secrets: only the game's table), or null. */
  private denied(client: ClientState): Result<never> | null {
    const s = this.deps.slot.current;
    if (!s) return errResult('NO_GAME', 'No game is being played.');
    if (!this.deps.clients.holdsTable(client)) return notYours("read the phones' links: this screen does not hold the table");
    if (phoneSeats(s).length === 0 || !this.deps.port) return errResult('PHONES', 'This game has no phone seats.');
    return null;
  }

  /**
   * A bot plays `seat` for its away phone (level), or the seat is the person's again (null). A bot
   * thinking for it when it is taken back is cancelled (its move never lands); everyone is told.
   */
  setStandIn(s: Session, seat: Seat, level: string | null): void {
    const had = s.standIns?.get(seat) ?? null;
    if (had === level) return;
    s.standIns ??= new Map();
    if (level === null) s.standIns.delete(seat);
    else s.standIns.set(seat, level);
    this.deps.log(level === null ? `phones: seat ${seat} is the person's again` : `phones: a bot (${level}) plays seat ${seat} while its phone is away`);
    if (level === null) this.deps.cancelBotTurn();
    this.deps.clients.broadcastSession();
    this.deps.schedule();
  }

  /** Whether a game `s` could start here: PHONES when it has phone seats and this host has no phones' listener. */
  canStart(s: Session): Result<null> {
    if (phoneSeats(s).length > 0 && !this.deps.port) return errResult('PHONES', 'This host cannot play with phones (no phones listener).');
    return okResult(null);
  }

  /** A phones game starts (new, or resumed from disk): fresh keys, the listener up; phones are told the pairing as it changes. */
  async start(s: Session): Promise<Result<unknown>> {
    const seats = phoneSeats(s);
    if (seats.length === 0) {
      // issue 42 item 9: the phones of the game before are told another game took the table
      await this.stop({ why: 'replaced' });
      return okResult(null);
    }
    const port = this.deps.port;
    if (!port) return errResult('PHONES', 'This host cannot play with phones (no phones listener).');
    this.clearAfterMatchTimer();
    this.clearAwayTimers();
    this.everJoined.clear();
    const changed = (): void => {
      const pairing = port.pairing();
      if (!pairing) return;
      this.deps.clients.sendToTables({ type: 'phones', pairing });
      for (const p of pairing.seats) this.away(s, p.seat, !p.joined);
    };
    return port.start(
      seats.map((seat) => {
        // issue 28 item 3: the phone speaks its person's profile language where the profile names one
        const language = profileLanguage(this.deps.stats(), s.seats[seat]!);
        return { seat, name: s.seats[seat]!.name, color: s.seats[seat]!.color, ...(language ? { language } : {}) };
      }),
      this.deps.binder,
      changed,
    );
  }

  /**
   * Issue 28 item 5: a game resumed from disk: a seat a bot played when the game was saved is its
   * person's again; the bot comes back only if the phone is still away after phoneAwayBotSec (its
   * phone counts as one that had joined).
   */
  resumed(s: Session): void {
    for (const seat of s.awayAtSave?.keys() ?? []) {
      this.everJoined.add(seat);
      this.away(s, seat, true);
    }
  }

  /**
   * A phone seat's phone left (away) or is back: after the `phoneAwayBotSec` setting (0: never by
   * itself), a bot of `phoneAwayBotLevel` plays the seat until the phone comes back (item 5).
   */
  private away(s: Session, seat: Seat, away: boolean): void {
    const timer = this.awayTimers.get(seat);
    if (!away) {
      this.everJoined.add(seat);
      s.awayAtSave?.delete(seat); // its phone came back after a resume: no saved bot waits for it any more
      if (timer !== undefined) this.deps.timers.clearTimeout(timer);
      this.awayTimers.delete(seat);
      return;
    }
    const after = this.deps.settings().phoneAwayBotSec;
    if (timer !== undefined || after <= 0 || !this.everJoined.has(seat) || s.standIns?.has(seat)) return;
    this.awayTimers.set(
      seat,
      this.deps.timers.setTimeout(() => {
        this.awayTimers.delete(seat);
        const still = this.deps.port?.pairing()?.seats.find((x) => x.seat === seat);
        // a bot the table called in meanwhile keeps its level
        if (this.deps.slot.current !== s || !still || still.joined || s.state.phase === 'game-over' || s.standIns?.has(seat)) return;
        // after a resume, the bot that stood in when the game was saved (its level); else the setting's
        const level = s.awayAtSave?.get(seat) ?? this.deps.settings().phoneAwayBotLevel;
        s.awayAtSave?.delete(seat);
        this.setStandIn(s, seat, level);
      }, after * 1000),
    );
  }

  private clearAwayTimers(): void {
    for (const t of this.awayTimers.values()) this.deps.timers.clearTimeout(t);
    this.awayTimers.clear();
  }

  private clearAfterMatchTimer(): void {
    if (this.afterMatchTimer !== null) this.deps.timers.clearTimeout(this.afterMatchTimer);
    this.afterMatchTimer = null;
  }

  /** The game ended or the app quits: its phones are told why (issue 42 item 9), the phones' listener closes and its keys die. */
  async stop(ending?: PhoneEnding): Promise<void> {
    this.clearAfterMatchTimer();
    this.clearAwayTimers();
    await this.deps.port?.stop(ending);
  }

  /** The match ended: the phones show the last reveal, then the listener closes (phonesAfterMatchMs). */
  afterMatch(s: Session): void {
    if (phoneSeats(s).length === 0 || !this.deps.port) return;
    this.clearAfterMatchTimer();
    this.afterMatchTimer = this.deps.timers.setTimeout(() => {
      this.afterMatchTimer = null;
      // issue 42 item 9: the phones are told the match is over, and who won it
      const winner = matchWinner(s);
      if (this.deps.slot.current === s) void this.stop({ why: 'over', ...(winner !== null ? { winner: s.seats[winner]?.name ?? '' } : {}) });
    }, this.deps.afterMatchMs);
  }
}
