// The frames of the host's events to a table's connections (issue 38's bench). The host hands an
// event it sends to several clients (saved, an action told alike to all, a bot's action) as one
// object, one client after the other: its frame is encoded once (msgpack) and the same bytes go to
// each. Reusing the frame is right only while the event never changes once sent, as the host
// contract says (common/contract/events.ts, HostEvent); this makes it hold by construction: an event
// is deep-frozen where it is first encoded, so a later change throws (strict mode) or, in sloppy
// code, changes nothing, and no connection is ever sent a frame that differs from the event. A
// `view` is one client's own (the host builds one per client): it is never reused, so it is neither
// frozen nor kept, and is encoded at each send (freezing every view walked the whole legal-bid list:
// a third of the server's allocations at 500 tables, bench:server).
import { getMessageBytes, Protocol } from '@colyseus/core';
import type { HostEvent } from '../common/contract/index';
import { MSG_WIRE, type WsMessage } from '../common/online/room-protocol';

/**
 * Freezes `value` and everything it holds (an object already frozen is taken as frozen through:
 * this is what freezes the events, and the engine's frozen defaults hold only plain values).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value) || ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  // walked in place, not through Object.values: no array allocated for each object
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
    return value;
  }
  const record = value as Record<string, unknown>;
  for (const key in record) if (Object.hasOwn(record, key)) deepFreeze(record[key]);
  return value;
}

function encode(event: HostEvent): Buffer {
  return getMessageBytes.raw(Protocol.ROOM_DATA, MSG_WIRE, { kind: 'event', event } satisfies WsMessage);
}

/** One room's last event and its frame. */
export class EventFrames {
  private last: HostEvent | null = null;
  private frame: Buffer | null = null;

  /** The event's ROOM_DATA frame: encoded once for consecutive sends of the same (frozen) event; a view at each send. */
  frameOf(event: HostEvent): Buffer {
    if (event.type === 'view') return encode(event);
    if (event !== this.last || this.frame === null) {
      deepFreeze(event);
      this.frame = encode(event);
      this.last = event;
    }
    return this.frame;
  }
}
