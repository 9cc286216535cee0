// Issue 38: what the room sends down, checked before the app uses it (the server is across the
// internet: a malformed message is dropped and logged, never acted on), and the table as the
// renderer is shown it (OnlineLobby), made from the room's welcome and lobby state. Used by the
// desktop's relay (main/online) and by a browser at the table (renderer/src/client/room.ts).
import { z } from 'zod';
import { inviteLink, parseInvite } from '../online/room-protocol';
import { REACTIONS, type OnlineLobby, type OnlineReaction } from './online';

const letters = z.string().regex(/^[A-Z0-9]{1,16}$/);
const seat = z.number().int().min(0).max(5);

export const welcomeSchema = z.object({ code: letters, secret: letters, seat, seatToken: z.string().min(1).max(128), creator: z.boolean() });
export type Welcome = z.infer<typeof welcomeSchema>;

const personSchema = z.object({ name: z.string().max(64), color: z.string().max(16), face: z.string().max(32) });
const lobbySeatSchema = z.object({
  seat,
  person: personSchema.nullable(),
  bot: z.object({ level: z.string().max(32) }).nullable(),
  connected: z.boolean(),
  standIn: z.boolean(),
  creator: z.boolean(),
});
export const lobbyStateSchema = z.object({
  code: letters,
  phase: z.enum(['lobby', 'playing', 'over']),
  seats: z.array(lobbySeatSchema).max(6),
  turnTimerSec: z.number().int().min(0).max(600),
  turnDeadline: z.number().nullable(),
  games: z.number().int().min(0),
});
export type LobbyState = z.infer<typeof lobbyStateSchema>;

export const reactionShownSchema = z.object({ seat, id: z.enum(REACTIONS) });
export const roomErrorSchema = z.object({ code: z.string().max(32), message: z.string().max(500), about: z.string().max(64) });

/** The invite link on the server at `server` (ws:// → http://, wss:// → https://; the room's form `<base>/join/<CODE>#<SECRET>`). */
export function linkOf(server: string, code: string, secret: string): string {
  return inviteLink(server.replace(/^ws(s?):\/\//, 'http$1://'), code, secret);
}

export { parseInvite };

export function toLobby(server: string, welcome: Welcome, state: LobbyState, connection: OnlineLobby['connection']): OnlineLobby {
  return {
    code: `${welcome.code}-${welcome.secret}`,
    link: linkOf(server, welcome.code, welcome.secret),
    phase: state.phase,
    yourSeat: welcome.seat,
    creator: welcome.creator,
    turnTimerSec: state.turnTimerSec,
    turnDeadline: state.turnDeadline,
    games: state.games,
    seats: state.seats,
    connection,
  };
}

export function toReaction(raw: unknown): OnlineReaction | null {
  const r = reactionShownSchema.safeParse(raw);
  return r.success ? { seat: r.data.seat, reaction: r.data.id } : null;
}
