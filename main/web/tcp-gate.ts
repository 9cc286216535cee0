// The phones' listener's gate at TCP accept (issue 42 item 12): one device on the network must not
// keep the phones from pairing. Every accepted socket is counted by its remote address; an address
// holding its share is refused at once, the last places are kept for addresses that hold none yet,
// and a socket whose first request has not arrived within a short deadline is closed.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface TcpLimits {
  /** TCP connections open at once, all addresses together (page loads and WebSockets). */
  readonly maxTcp: number;
  /** TCP connections open at once from one remote address. */
  readonly maxTcpPerAddress: number;
  /** The last places of `maxTcp` kept for addresses that hold no connection yet. */
  readonly tcpReserve: number;
  /** A socket whose first request (its headers whole) has not arrived after this long is closed. */
  readonly firstBytesMs: number;
}

// 24 an address: two phones' browsers behind one address (6 page sockets each, kept alive, and the WebSocket) still fit
export const DEFAULT_TCP_LIMITS: TcpLimits = { maxTcp: 48, maxTcpPerAddress: 24, tcpReserve: 16, firstBytesMs: 5000 };

/**
 * Pure: whether a new connection from an address holding `mine` of the `total` open ones is accepted
 * (issue 42 item 12). The reserve never keeps an address below its own cap when it alone is open.
 */
export function admitConnection(total: number, mine: number, max: number, perAddress: number, reserve: number): boolean {
  if (total >= max || mine >= perAddress) return false;
  // room kept for addresses that are not yet holding any
  const kept = Math.max(0, Math.min(reserve, max - perAddress));
  return mine === 0 || total < max - kept;
}

/** Adds one to an address's count, or takes one away (the entry goes at zero). */
export function countAddress(counts: Map<string, number>, address: string, delta: 1 | -1): void {
  const n = (counts.get(address) ?? 0) + delta;
  if (n <= 0) counts.delete(address);
  else counts.set(address, n);
}

/** Gates `server`'s TCP accepts; returns the open connections by address (a live map, for tests and logs). */
export function gateConnections(server: Server, limits: TcpLimits, log: (message: string) => void): ReadonlyMap<string, number> {
  const held = new Map<string, number>();
  let total = 0;
  const started = new WeakSet<Socket>();
  const mark = (socket: Socket): void => {
    started.add(socket);
  };
  server.on('request', (req) => mark(req.socket));
  server.on('upgrade', (req) => mark(req.socket));
  server.on('connection', (socket: Socket) => {
    const remote = socket.remoteAddress ?? '?';
    if (!admitConnection(total, held.get(remote) ?? 0, limits.maxTcp, limits.maxTcpPerAddress, limits.tcpReserve)) {
      socket.destroy();
      return;
    }
    total += 1;
    countAddress(held, remote, 1);
    // the first request within the deadline, else closed (an idle socket held 17-27 s before)
    const deadline = setTimeout(() => {
      if (started.has(socket)) return;
      log(`phones' listener: ${remote} sent no request within ${limits.firstBytesMs} ms: closed`);
      socket.destroy();
    }, limits.firstBytesMs);
    deadline.unref();
    socket.once('close', () => {
      clearTimeout(deadline);
      total -= 1;
      countAddress(held, remote, -1);
    });
  });
  return held;
}
