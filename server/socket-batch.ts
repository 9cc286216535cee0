// The frames one connection is sent in one turn of the event loop leave in one socket write
// (issue 38, bench:server): an action told to a person is several Colyseus frames (`saved`, the
// `events`, the `view`, the reply), and a write per frame was a writev system call each (on
// loopback the receiver's TCP work too), the server's largest cost at 500 tables. The socket is
// corked at its first frame of the turn and uncorked once the turn's synchronous work and
// microtasks are done (process.nextTick): the same frames and bytes, in one write.
import type { Client } from '@colyseus/core';

/** The part of a Node socket this needs (net.Socket). */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/** The socket under a Colyseus WebSocket client (ws keeps it as `_socket`); null for another transport. */
export function socketOf(client: Client): Corkable | null {
  const ref = (client as { ref?: { _socket?: unknown } }).ref;
  const socket = ref?._socket as Partial<Corkable> | undefined;
  return socket && typeof socket.cork === 'function' && typeof socket.uncork === 'function' ? (socket as Corkable) : null;
}

export class SocketBatch {
  private readonly corked = new Set<Corkable>();
  private scheduled = false;

  constructor(private readonly later: (flush: () => void) => void = (f) => process.nextTick(f)) {}

  /** `socket`'s writes wait until the end of this turn (once a turn, however many frames). */
  hold(socket: Corkable | null): void {
    if (!socket || this.corked.has(socket)) return;
    socket.cork();
    this.corked.add(socket);
    if (!this.scheduled) {
      this.scheduled = true;
      this.later(() => this.flush());
    }
  }

  /** Every held socket writes what it was given (one writev each). */
  flush(): void {
    this.scheduled = false;
    const sockets = [...this.corked];
    this.corked.clear();
    for (const s of sockets) s.uncork();
  }

  /** Sockets held now (tests). */
  get size(): number {
    return this.corked.size;
  }
}

/** The process's batch: every table room holds its clients' sockets in it. */
export const socketBatch = new SocketBatch();
