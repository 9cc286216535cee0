// Issue 38: the RoomConnector on @colyseus/sdk: a room per table, created by name or joined by its
// code (the room id). The sdk reconnects a dropped connection by itself (its onDrop/onReconnect);
// the relay only listens. Plain Node (the sdk uses `ws` here); the browser build uses the same sdk.
import { Client, type Room } from '@colyseus/sdk';
import { ROOM_NAME } from '../../common/online/room-protocol';
import { SDK_RECONNECTION } from '../../common/online/rejoin';
import type { RoomConnector, RoomCreate, RoomJoin, RoomLink } from './room-link';


export function roomLink(room: Room): RoomLink {
  // a few quick tries to the same process; then the table is looked for by its code (online-tables.ts, issue 38)
  Object.assign(room.reconnection, SDK_RECONNECTION);
  return {
    send: (type, message) => room.send(type, message),
    onMessage: (type, listener) => room.onMessage(type, listener),
    onDrop: (listener) => {
      room.onDrop(() => listener());
    },
    onReconnect: (listener) => {
      room.onReconnect(() => listener());
    },
    onLeave: (listener) => {
      room.onLeave((code) => listener(code));
    },
    leave: async () => {
      await room.leave(true);
    },
  };
}

/** Rooms on the server at `server` (a checked ws:// or wss:// address). */
export function colyseusConnector(roomName = ROOM_NAME): RoomConnector {
  return {
    async create(server: string, options: RoomCreate) {
      return roomLink(await new Client(server).create(roomName, options));
    },
    async join(server: string, code: string, options: RoomJoin) {
      return roomLink(await new Client(server).joinById(code, options));
    },
  };
}
