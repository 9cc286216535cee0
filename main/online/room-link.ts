// Issue 38: one joined Colyseus room as the relay sees it (a port: the sdk's Room in colyseus-link.ts,
// a fake in the tests), and the room's game wire as a common/channel Protocol, so request ids,
// replies, timeouts and DISCONNECTED live once, in the channel client.
import { protocolParts, type Protocol } from '../../common/channel/index';
import { MSG_ERROR, MSG_LOBBY, MSG_LOBBY_ACT, MSG_REACT, MSG_REQ, MSG_WELCOME, MSG_WIRE } from '../../common/online/room-protocol';

/** The room's message names (common/online/room-protocol.ts, the server's side). */
export const ROOM_MSG = { req: MSG_REQ, wire: MSG_WIRE, lobbyAct: MSG_LOBBY_ACT, lobby: MSG_LOBBY, welcome: MSG_WELCOME, react: MSG_REACT, error: MSG_ERROR } as const;

/** A joined room: what the sdk's Room offers that the relay uses. */
export interface RoomLink {
  send(type: string, message: unknown): void;
  /** Returns an unsubscribe function. */
  onMessage(type: string, listener: (message: unknown) => void): () => void;
  /** The connection dropped; the sdk reconnects by itself (item 4). */
  onDrop(listener: () => void): void;
  /** The connection came back. */
  onReconnect(listener: () => void): void;
  /** The room is left for good (either end; `code` the close code). */
  onLeave(listener: (code: number) => void): void;
  leave(): Promise<void>;
}

export interface RoomCreate {
  readonly v: 1;
  readonly person: { readonly name: string; readonly color: string; readonly face: string };
  readonly rules: unknown;
  readonly match: unknown;
  readonly seats: readonly unknown[];
  readonly turnTimerSec: number;
}

export interface RoomJoin {
  readonly v: 1;
  readonly secret: string;
  readonly person: { readonly name: string; readonly color: string; readonly face: string };
  readonly seatToken?: string;
}

/** Opens rooms on a server (ws:// or wss:// address, checked before). Rejects with an Error when it cannot. */
export interface RoomConnector {
  create(server: string, options: RoomCreate): Promise<RoomLink>;
  join(server: string, code: string, options: RoomJoin): Promise<RoomLink>;
}

/** The room's game wire as a Protocol: up as `req` messages, down from `msg` messages; closed when the room is left. */
export function roomProtocol(link: RoomLink): Protocol<unknown> {
  const parts = protocolParts<unknown>({ send: (m) => link.send(ROOM_MSG.req, m), close: () => undefined });
  link.onMessage(ROOM_MSG.wire, (m) => parts.emit(m));
  link.onLeave((code) => parts.ended(code, 'the room was left'));
  return parts.protocol;
}
