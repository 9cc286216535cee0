// One online table's own facts (issue 38), apart from the game the host keeps: its code and
// secret, its seats (people with their seat token's hash, bots, friend seats not taken yet), its
// turn timer and phase. Pure functions over it; table-store.ts keeps it on disk.
import { z } from 'zod';
import { rulesSpecSchema } from '../engine/index';
import { matchSetupSchema, type GameNewPayload } from '../common/contract/index';
import { codeSchema, personSchema, secretSchema, turnTimerSchema, type LobbyAction, type LobbySeat, type LobbyState, type OnlineErrorCode, type Person, type SeatPlan, type TablePhase } from '../common/online/room-protocol';
import { distinctColours } from '../common/cup-colours';

const tableSeatSchema = z.discriminatedUnion('kind', [
  /** A friend seat nobody took yet. */
  z.object({ kind: z.literal('open') }).strict(),
  z.object({ kind: z.literal('person'), person: personSchema, tokenHash: z.string().min(1).max(128), creator: z.boolean(), botForGood: z.string().max(32).nullable() }).strict(),
  z.object({ kind: z.literal('bot'), level: z.string().max(32), personality: z.string().max(32).optional(), name: z.string().max(32) }).strict(),
]);
export type TableSeat = z.infer<typeof tableSeatSchema>;

export const tableMetaSchema = z
  .object({
    v: z.literal(1),
    code: codeSchema,
    secret: secretSchema,
    createdAt: z.number(),
    rules: rulesSpecSchema,
    match: matchSetupSchema,
    turnTimerSec: turnTimerSchema,
    phase: z.enum(['lobby', 'playing', 'over']),
    games: z.number().int().min(0),
    seats: z.array(tableSeatSchema).min(2).max(6),
  })
  .strict();
export type TableMeta = z.infer<typeof tableMetaSchema>;

export type TableResult = { ok: true; meta: TableMeta } | { ok: false; code: OnlineErrorCode; message: string };
const refuse = (code: OnlineErrorCode, message: string): TableResult => ({ ok: false, code, message });

const BOT_NAMES = ['Rosa', 'Tito', 'Chela', 'Pancho', 'Lucho', 'Maca'];

function botSeat(plan: { level?: string | undefined; personality?: string | undefined; name?: string | undefined }, index: number): TableSeat {
  return { kind: 'bot', level: plan.level ?? 'medio', ...(plan.personality ? { personality: plan.personality } : {}), name: plan.name ?? BOT_NAMES[index % BOT_NAMES.length]! };
}

/** A new table: the creator at seat 0, then the planned seats. */
export function newTable(code: string, secret: string, creator: Person, creatorTokenHash: string, o: { rules: TableMeta['rules']; match: TableMeta['match']; seats: readonly SeatPlan[]; turnTimerSec: TableMeta['turnTimerSec'] }, now: number): TableMeta {
  const seats: TableSeat[] = [{ kind: 'person', person: creator, tokenHash: creatorTokenHash, creator: true, botForGood: null }];
  o.seats.forEach((p, i) => seats.push(p.kind === 'friend' ? { kind: 'open' } : botSeat(p, i + 1)));
  return { v: 1, code, secret, createdAt: now, rules: o.rules, match: o.match, turnTimerSec: o.turnTimerSec, phase: 'lobby', games: 0, seats };
}

/** The seat a joining person takes: theirs again (token), else the first open one; null when none. */
export function seatFor(meta: TableMeta, tokenHash: string | null): { seat: number; back: boolean } | null {
  if (tokenHash !== null) {
    const i = meta.seats.findIndex((s) => s.kind === 'person' && s.tokenHash === tokenHash && s.botForGood === null);
    if (i >= 0) return { seat: i, back: true };
  }
  if (meta.phase !== 'lobby') return null;
  const open = meta.seats.findIndex((s) => s.kind === 'open');
  return open >= 0 ? { seat: open, back: false } : null;
}

/** A person takes an open seat. */
export function takeSeat(meta: TableMeta, seat: number, person: Person, tokenHash: string): TableMeta {
  const seats = meta.seats.slice();
  seats[seat] = { kind: 'person', person, tokenHash, creator: false, botForGood: null };
  return { ...meta, seats };
}

/** A person left the lobby for good: their seat is open again (the creator's stays theirs). */
export function leaveSeat(meta: TableMeta, seat: number): TableMeta {
  const s = meta.seats[seat];
  if (meta.phase !== 'lobby' || s?.kind !== 'person' || s.creator) return meta;
  const seats = meta.seats.slice();
  seats[seat] = { kind: 'open' };
  return { ...meta, seats };
}

/** The creator's lobby actions (issue 38 item 2) and rematch. The room does what the game needs after. */
export function applyLobbyAction(meta: TableMeta, bySeat: number, a: LobbyAction): TableResult {
  const by = meta.seats[bySeat];
  const creator = by?.kind === 'person' && by.creator;
  if (a.type === 'rematch') {
    if (meta.phase !== 'over') return refuse('WRONG_PHASE', 'A rematch opens once the game is over.');
    if (by?.kind !== 'person') return refuse('BAD_SEAT', 'Only a seated person asks for a rematch.');
    // a seat handed to a bot for good stays a bot
    const seats = meta.seats.map((s, i): TableSeat => (s.kind === 'person' && s.botForGood !== null ? botSeat({ level: s.botForGood }, i) : s));
    return { ok: true, meta: { ...meta, seats, phase: 'playing' } };
  }
  if (!creator) return refuse('NOT_CREATOR', "Only the table's creator does this.");
  if (a.type === 'hand-to-bot') {
    if (meta.phase !== 'playing') return refuse('WRONG_PHASE', 'A seat is handed to a bot during the game.');
    const s = meta.seats[a.seat];
    if (s?.kind !== 'person' || s.botForGood !== null) return refuse('BAD_SEAT', `Seat ${a.seat} is not a person's.`);
    const seats = meta.seats.slice();
    seats[a.seat] = { ...s, botForGood: a.level ?? 'medio' };
    return { ok: true, meta: { ...meta, seats } };
  }
  if (meta.phase !== 'lobby') return refuse('WRONG_PHASE', 'The lobby is closed: the game has started.');
  const n = meta.seats.length;
  switch (a.type) {
    case 'move-seat': {
      if (a.from >= n || a.to >= n) return refuse('BAD_SEAT', `The table has ${n} seats.`);
      const seats = meta.seats.slice();
      [seats[a.from], seats[a.to]] = [seats[a.to]!, seats[a.from]!];
      return { ok: true, meta: { ...meta, seats } };
    }
    case 'add-bot': {
      const seats = meta.seats.slice();
      if (a.seat === undefined) {
        if (n >= 6) return refuse('BAD_SEAT', 'The table is full (6 seats).');
        seats.push(botSeat({ level: a.level }, n));
      } else {
        if (seats[a.seat]?.kind !== 'open') return refuse('BAD_SEAT', `Seat ${a.seat} is not an open friend seat.`);
        seats[a.seat] = botSeat({ level: a.level }, a.seat);
      }
      return { ok: true, meta: { ...meta, seats } };
    }
    case 'remove-bot': {
      if (meta.seats[a.seat]?.kind !== 'bot') return refuse('BAD_SEAT', `Seat ${a.seat} is not a bot's.`);
      if (n <= 2) return refuse('BAD_SEAT', 'A table has at least 2 seats.');
      return { ok: true, meta: { ...meta, seats: meta.seats.filter((_, i) => i !== a.seat) } };
    }
    case 'start': {
      // friend seats nobody took become bots
      const seats = meta.seats.map((s, i): TableSeat => (s.kind === 'open' ? botSeat({}, i) : s));
      return { ok: true, meta: { ...meta, seats, phase: 'playing' } };
    }
  }
}

/** The host's game:new payload for the table's seats: people play as "phone" seats (one person, one seat). */
export function gameSetup(meta: TableMeta): GameNewPayload {
  const names = new Set<string>();
  const unique = (name: string): string => {
    let n = name;
    for (let k = 2; names.has(n.toLowerCase()); k++) n = `${name} ${k}`;
    names.add(n.toLowerCase());
    return n;
  };
  // no two cups alike: two friends who both kept the default colour were drawn the same (issue 38 item 3)
  const colours = distinctColours(meta.seats.map((s) => (s.kind === 'person' ? s.person.color : null)));
  return {
    rules: meta.rules,
    match: meta.match,
    // issue 38: the server rolls (CSPRNG); the clients animate the result
    dice3d: false,
    seats: meta.seats.map((s, i) =>
      s.kind === 'person'
        ? { name: unique(s.person.name), kind: 'human' as const, color: colours[i]!, phone: true }
        : s.kind === 'bot'
          ? { name: unique(s.name), kind: 'bot' as const, level: s.level, ...(s.personality ? { personality: s.personality } : {}), color: colours[i]! }
          : { name: unique(`Bot ${i + 1}`), kind: 'bot' as const, level: 'medio', color: colours[i]! },
    ),
  };
}

/** The lobby state told to clients. */
export function lobbyState(meta: TableMeta, live: { connected: (seat: number) => boolean; standIn: (seat: number) => boolean; turnDeadline: number | null }): LobbyState {
  // the colour each person will play with (gameSetup's): no two alike
  const colours = distinctColours(meta.seats.map((s) => (s.kind === 'person' ? s.person.color : null)));
  const seats: LobbySeat[] = meta.seats.map((s, seat) => ({
    seat,
    person: s.kind === 'person' ? { ...s.person, color: colours[seat]! } : null,
    bot: s.kind === 'bot' ? { level: s.level } : s.kind === 'person' && s.botForGood !== null ? { level: s.botForGood } : null,
    connected: s.kind === 'person' && live.connected(seat),
    standIn: s.kind === 'person' && live.standIn(seat),
    creator: s.kind === 'person' && s.creator,
  }));
  return { code: meta.code, phase: meta.phase as TablePhase, seats, turnTimerSec: meta.turnTimerSec, turnDeadline: live.turnDeadline, games: meta.games };
}
