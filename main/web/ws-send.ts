// Backpressure for one WebSocket: the bytes queued for a client (ws bufferedAmount: the socket's
// buffer and ws's own) are bounded. A client that stops reading is dropped once it is past the
// bound: it is sent a close frame saying why, nothing more is queued for it, and its socket is
// destroyed after a short grace unless it read everything and closed by then (memory is freed).
import type { WebSocket } from 'ws';
import { CLOSE } from '../../common/channel/protocol';

/** Default bound on a client's unsent bytes (a game's traffic is a few KB a second). */
export const DEFAULT_SEND_LIMIT_BYTES = 4 * 1024 * 1024;
/** Default time a dropped client has to read its close frame before its socket is destroyed. */
export const DEFAULT_SLOW_CLIENT_GRACE_MS = 5000;

export interface BoundedSender {
  /** Queues `text` unless the client is past the bound (then it is dropped) or gone. False when not sent. */
  send(text: string | Uint8Array): boolean;
  /** True once the client was dropped for not reading. */
  readonly dropped: boolean;
}

export interface BoundedSenderOptions {
  readonly limitBytes: number;
  readonly graceMs: number;
  /** Called once when the client is dropped (the host forgets it). */
  readonly onDrop: (unsentBytes: number) => void;
}

export function boundedSender(ws: WebSocket, options: BoundedSenderOptions): BoundedSender {
  let dropped = false;
  const drop = (): void => {
    dropped = true;
    const unsent = ws.bufferedAmount;
    options.onDrop(unsent);
    // The reason fits a close frame (at most 123 bytes).
    ws.close(CLOSE.slowReader, `over ${Math.round(options.limitBytes / 1024)} KiB unsent: the client stopped reading`);
    setTimeout(() => ws.terminate(), options.graceMs).unref();
  };
  return {
    get dropped() {
      return dropped;
    },
    send(text) {
      if (dropped || ws.readyState !== ws.OPEN) return false;
      if (ws.bufferedAmount > options.limitBytes) {
        drop();
        return false;
      }
      ws.send(text);
      return true;
    },
  };
}
