// The request/reply core that both WebSocket clients share (the web shell's in index.ts and a
// phone's in phone.ts): numbered requests waiting for their replies, the event listeners, and
// what a closed or lost connection does to both. Each client keeps only its own transport: how
// it connects, how a frame is written and read (plain JSON, or sealed frames on a phone).
import type { Channel, HostEvent, Payload, Reply, Result, WsMessage, WsRequest } from '../../../common/contract/index';

/** A transport failure as a reply (the client never rejects). */
export function disconnected<T>(message: string): Result<T> {
  return { ok: false, error: { code: 'DISCONNECTED', message } };
}

export interface RequestCore {
  /** Connects if need be, sends the request, and resolves with its reply (or a `DISCONNECTED` error). */
  invoke<C extends Channel>(channel: C, payload: Payload<C>): Promise<Result<Reply<C>>>;
  onEvent(listener: (event: HostEvent) => void): () => void;
  /** A message read from the host: a reply goes to its request, an event to every listener. */
  receive(message: WsMessage): void;
  /** Resolves every waiting request with a `DISCONNECTED` error. */
  failAll(message: string): void;
  /** No request after this; drops the listeners and fails what still waits. */
  close(): void;
}

export interface RequestCoreOptions {
  /** The open connection's send (connecting first if need be); rejects when the host cannot be reached. */
  readonly connect: () => Promise<(request: WsRequest) => void>;
  /** Called when connect rejected, so the next request tries a fresh connection. */
  readonly forget: () => void;
}

export function createRequestCore({ connect, forget }: RequestCoreOptions): RequestCore {
  const listeners = new Set<(event: HostEvent) => void>();
  const pending = new Map<number, (result: Result<unknown>) => void>();
  let nextId = 1;
  let closed = false;

  function failAll(message: string): void {
    for (const resolve of pending.values()) resolve(disconnected(message));
    pending.clear();
  }

  return {
    async invoke<C extends Channel>(channel: C, payload: Payload<C>): Promise<Result<Reply<C>>> {
      if (closed) return disconnected('The client is closed.');
      let send: (request: WsRequest) => void;
      try {
        send = await connect();
      } catch (e) {
        forget();
        return disconnected(e instanceof Error ? e.message : String(e));
      }
      const id = nextId++;
      return new Promise<Result<Reply<C>>>((resolve) => {
        pending.set(id, resolve as (r: Result<unknown>) => void);
        send({ id, channel, payload });
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    receive(message) {
      if (message.kind === 'reply') {
        pending.get(message.id)?.(message.result);
        pending.delete(message.id);
      } else if (message.kind === 'event') {
        for (const l of listeners) l(message.event);
      }
    },
    failAll,
    close() {
      closed = true;
      listeners.clear();
      failAll('The client is closed.');
    },
  };
}
