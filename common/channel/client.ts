// The channel client (issue 39 item 3): the requesting side of any protocol, written once.
// Numbered requests wait for their replies (or a timeout), events go to every listener, and a closed
// or lost connection answers every waiting request with DISCONNECTED; the next request connects
// again. It never rejects: a transport failure is a typed `DISCONNECTED` result.
import type { Result } from '../contract/errors';
import type { HostEvent } from '../contract/events';
import type { WsMessage } from '../contract/transport';
import { CLOSE, MalformedFrame, type Protocol } from './protocol';

/** A transport failure as a reply (the client never rejects). */
export function disconnected<T>(message: string): Result<T> {
  return { ok: false, error: { code: 'DISCONNECTED', message } };
}

export interface ChannelClientOptions {
  /** An open protocol to the host (connecting if need be); rejects when the host cannot be reached. */
  readonly connect: () => Promise<Protocol<unknown>>;
  /** A request unanswered this long is answered DISCONNECTED (its late reply is dropped). Default: none. */
  readonly timeoutMs?: number;
}

export interface ChannelClient {
  /** Sends `{id, channel, payload}` and resolves with its reply, or a `DISCONNECTED` error. */
  request(channel: string, payload: unknown): Promise<Result<unknown>>;
  onEvent(listener: (event: HostEvent) => void): () => void;
  /** Connects now, before any request (a failure is forgotten: the next request tries again). */
  connect(): void;
  /** Requests waiting for their replies. */
  readonly waiting: number;
  /** No request after this; drops the listeners, fails what still waits, closes the protocol. */
  close(): void;
}

const CLOSED_CLIENT = 'The client is closed.';
const CONNECTION_CLOSED = 'The connection to the host was closed.';

/** A host message as the client reads it: a reply with its id, an event, or nothing it knows. */
function asHostMessage(message: unknown): WsMessage | null {
  if (message === null || typeof message !== 'object' || message instanceof MalformedFrame) return null;
  const m = message as { kind?: unknown; id?: unknown; result?: unknown; event?: unknown };
  if (m.kind === 'reply' && typeof m.id === 'number' && typeof m.result === 'object' && m.result !== null) return m as WsMessage;
  if (m.kind === 'event' && typeof m.event === 'object' && m.event !== null) return m as WsMessage;
  return null;
}

export function createChannelClient({ connect, timeoutMs }: ChannelClientOptions): ChannelClient {
  const listeners = new Set<(event: HostEvent) => void>();
  const pending = new Map<number, (result: Result<unknown>) => void>();
  let nextId = 1;
  let closed = false;
  let current: Promise<Protocol<unknown>> | null = null;

  const failAll = (message: string): void => {
    const waiting = [...pending.values()];
    pending.clear();
    for (const resolve of waiting) resolve(disconnected(message));
  };
  const receive = (message: unknown): void => {
    const m = asHostMessage(message);
    if (m?.kind === 'reply') {
      const resolve = pending.get(m.id);
      pending.delete(m.id);
      resolve?.(m.result);
    } else if (m?.kind === 'event') for (const l of [...listeners]) l(m.event);
  };
  const open = (): Promise<Protocol<unknown>> => {
    const attempt = (current ??= connect().then((p) => {
      p.onMessage(receive);
      p.onClose(() => {
        if (current === attempt) current = null;
        failAll(CONNECTION_CLOSED);
      });
      if (p.closed) throw new Error(CONNECTION_CLOSED);
      return p;
    }));
    attempt.catch(() => {
      if (current === attempt) current = null;
    });
    return attempt;
  };

  return {
    async request(channel, payload) {
      if (closed) return disconnected(CLOSED_CLIENT);
      let protocol: Protocol<unknown>;
      try {
        protocol = await open();
      } catch (e) {
        return disconnected(e instanceof Error ? e.message : String(e));
      }
      if (closed) return disconnected(CLOSED_CLIENT);
      const id = nextId++;
      return new Promise<Result<unknown>>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | null = null;
        pending.set(id, (result) => {
          if (timer) clearTimeout(timer);
          resolve(result);
        });
        if (timeoutMs !== undefined) {
          timer = setTimeout(() => {
            if (!pending.delete(id)) return;
            resolve(disconnected(`The host did not answer ${channel} within ${timeoutMs} ms.`));
          }, timeoutMs);
        }
        try {
          protocol.send({ id, channel, payload });
        } catch (e) {
          // a message the transport cannot carry (Electron's structured clone refuses a function, say)
          pending.delete(id);
          if (timer) clearTimeout(timer);
          resolve(disconnected(e instanceof Error ? e.message : String(e)));
        }
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect() {
      if (!closed) void open().catch(() => undefined);
    },
    get waiting() {
      return pending.size;
    },
    close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      failAll(CLOSED_CLIENT);
      const p = current;
      current = null;
      void p?.then((x) => x.close(CLOSE.normal, 'closed by the client')).catch(() => undefined);
    },
  };
}
