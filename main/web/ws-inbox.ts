// Fair reading for one WebSocket (issue 30 item 3; docs/host.md, "Fair to every client"): the
// messages a client pipelines arrive in one read and ws emits them all at once; handled there, a
// thousand of them would hold every other client's messages for their whole cost. Each connection's
// messages wait in its own inbox, handled a few per event-loop turn (setImmediate: other sockets'
// reads come between two turns); an inbox past its bound pauses reading that socket (TCP
// backpressure) until it has drained to half.
import type { WebSocket } from 'ws';

export interface InboxOptions {
  /** Messages of one connection handled per event-loop turn. */
  readonly perTurn: number;
  /** Messages waiting before the socket stops being read. */
  readonly maxQueued: number;
}

export const DEFAULT_INBOX: InboxOptions = { perTurn: 8, maxQueued: 256 };

export interface Inbox {
  push(data: unknown): void;
  /** Forgets what waits (the connection was dropped or closed). */
  clear(): void;
}

export function wsInbox(ws: WebSocket, handle: (data: unknown) => void, options: InboxOptions = DEFAULT_INBOX): Inbox {
  const queue: unknown[] = [];
  let scheduled = false;
  let cleared = false;
  const drain = (): void => {
    scheduled = false;
    if (cleared) return;
    for (let i = 0; i < options.perTurn && queue.length > 0; i++) handle(queue.shift());
    if (ws.isPaused && queue.length <= options.maxQueued / 2) ws.resume();
    if (queue.length > 0) schedule();
  };
  const schedule = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(drain);
  };
  return {
    push(data) {
      if (cleared) return;
      queue.push(data);
      if (queue.length >= options.maxQueued && !ws.isPaused) ws.pause();
      schedule();
    },
    clear() {
      cleared = true;
      queue.length = 0;
    },
  };
}
