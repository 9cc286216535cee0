// The channel server (issue 39 item 3): the host's side of any protocol, written once. Each
// request `{id, channel, payload}` goes to the connection's host client and is answered under its
// id with the host's Result (BUSY and the other refusals as the host gives them); the host's events
// are pushed; a malformed frame or request is answered with a typed BAD_PAYLOAD and reaches nothing;
// closing either end disconnects the host client once.
import { errResult, type Result } from '../contract/errors';
import type { HostEvent } from '../contract/events';
import { wsRequestSchema, type WsMessage } from '../contract/transport';
import { MalformedFrame, type Protocol } from './protocol';

/** The host's side of one connection (GameHost.connect's HostClient, or a phone's binder client). */
export interface ChannelHostClient {
  readonly id: number;
  handle(channel: string, payload: unknown): Promise<Result<unknown>>;
  disconnect(): void;
}

export interface ChannelServerOptions {
  /** Only these channels reach the host (a phone's play); any other is answered FORBIDDEN. Default: all. */
  readonly allowed?: readonly string[];
  /** The words of a FORBIDDEN answer for `channel`. */
  readonly forbidden?: (channel: string) => string;
}

export interface ChannelServer<C extends ChannelHostClient = ChannelHostClient> {
  readonly client: C;
  /** Closes the protocol with `code` (CLOSE); the host client is disconnected. */
  close(code: number, reason: string): void;
}

const NOT_A_REQUEST = 'A message is {id, channel, payload}.';

/** The id a malformed request is answered under: its own when it has a usable one, else -1. */
export function replyIdOf(message: unknown): number {
  const id = (message as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : -1;
}

/** Serves one protocol: `connect` makes its host client, given how to push that client's events. */
export function serveChannel<C extends ChannelHostClient>(protocol: Protocol<unknown>, connect: (push: (event: HostEvent) => void) => C, options: ChannelServerOptions = {}): ChannelServer<C> {
  const send = (m: WsMessage): void => protocol.send(m);
  const client = connect((event) => send({ kind: 'event', event }));
  const allowed = options.allowed ? new Set(options.allowed) : null;
  protocol.onMessage((message) => {
    if (message instanceof MalformedFrame) return send({ kind: 'reply', id: -1, result: errResult('BAD_PAYLOAD', message.reason) });
    const req = wsRequestSchema.safeParse(message);
    // answered under its id when it has one (a request without a payload, say), else -1
    if (!req.success) return send({ kind: 'reply', id: replyIdOf(message), result: errResult('BAD_PAYLOAD', NOT_A_REQUEST) });
    const { id, channel, payload } = req.data;
    if (allowed && !allowed.has(channel)) {
      return send({ kind: 'reply', id, result: errResult('FORBIDDEN', options.forbidden?.(channel) ?? `This connection may not use ${JSON.stringify(channel)}.`) });
    }
    void client.handle(channel, payload).then((result) => send({ kind: 'reply', id, result }));
  });
  let disconnected = false;
  const disconnect = (): void => {
    if (disconnected) return;
    disconnected = true;
    client.disconnect();
  };
  if (protocol.closed) disconnect();
  protocol.onClose(disconnect);
  return {
    client,
    close(code, reason) {
      protocol.close(code, reason);
      disconnect();
    },
  };
}
