// The frames of the host's events to a table's connections (issue 38's bench). The host hands an
// event it sends to several clients (saved, an action told alike to all, a bot's action) as one
// object, one client after the other: its frame is encoded once (msgpack) and the same bytes go to
// each. Reusing the frame is right only while the event never changes once sent, as the host
// contract says (common/contract/events.ts, HostEvent); this makes it hold by construction: an event
// is deep-frozen where it is first encoded, so a later change throws (strict mode) or, in sloppy
// code, changes nothing, and no connection is ever sent a frame that differs from the event.
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
  for (const v of Object.values(value)) deepFreeze(v);
  return value;
}

/** One room's last event and its frame. */
export class EventFrames {
  private last: HostEvent | null = null;
  private frame: Buffer | null = null;

  /** The event's ROOM_DATA frame: encoded once for consecutive sends of the same (frozen) event. */
  frameOf(event: HostEvent): Buffer {
    if (event !== this.last || this.frame === null) {
      deepFreeze(event);
      this.frame = getMessageBytes.raw(Protocol.ROOM_DATA, MSG_WIRE, { kind: 'event', event } satisfies WsMessage);
      this.last = event;
    }
    return this.frame;
  }
}
