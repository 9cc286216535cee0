// One message-passing protocol under every transport (issue 39 item 3; in the manner of VS Code's
// IMessagePassingProtocol): a transport only sends messages, hands up the ones it receives, and
// closes with a named code. Request ids, replies, events and close codes live once above it
// (server.ts, client.ts); phone encryption is a layer around it (sealed.ts). Runs on both ends:
// no Node built-ins, no DOM globals.

/**
 * The close codes every end uses (WebSocket close codes; Electron's IPC and an online room use the
 * same names). 1000-1015 are the standard's, 4000-4999 the application's.
 */
export const CLOSE = {
  /** The end closed on purpose (a page closed, the client's close()). */
  normal: 1000,
  /** The host's side went away: the game ended, the listener closed. */
  ended: 1001,
  /** A client that stopped reading: over its bound of unsent bytes (policy violation). */
  slowReader: 1008,
  /** A client that sent more messages than its rate allows (policy violation). */
  tooFast: 1008,
  /** A frame that does not open (another key, another connection, replayed, reordered) or is not a frame. */
  badFrame: 4400,
  /** The pairing was refused (a wrong or revoked link). */
  refused: 4401,
  /** The link was replaced, or a newer connection took the seat. */
  revoked: 4403,
  /** No hello came in time. */
  helloTimeout: 4408,
} as const;
export type CloseName = keyof typeof CLOSE;
export type CloseCode = (typeof CLOSE)[CloseName];

/** What a transport hands up for a frame it could not read as a message (not JSON, say): answered with a typed error, never acted on. */
export class MalformedFrame {
  constructor(readonly reason: string) {}
}

export type Unsubscribe = () => void;

/** One connection's message passing: `M` the messages it carries (JSON values, or sealed bytes below a layer). */
export interface Protocol<M> {
  /** Sends one message; dropped once closed. */
  send(message: M): void;
  /** Every message received from now on (a MalformedFrame for one that could not be read). */
  onMessage(listener: (message: M | MalformedFrame) => void): Unsubscribe;
  /** Called once, when the connection closed (either end), with its code. */
  onClose(listener: (code: number, reason: string) => void): Unsubscribe;
  /** Closes the connection with a code (CLOSE) and a short reason; nothing is sent or received after. */
  close(code: number, reason: string): void;
  readonly closed: boolean;
}

/**
 * The listeners' half of a protocol, for transports to build on: `emit` a message received,
 * `ended` once the connection is closed; `protocol` is the Protocol with the transport's send and close.
 */
export interface ProtocolParts<M> {
  readonly protocol: Protocol<M>;
  emit(message: M | MalformedFrame): void;
  ended(code: number, reason: string): void;
}

/** Messages kept for a protocol nobody listens to yet (as VS Code's BufferedEmitter): the first listener gets them. */
const MAX_UNHEARD = 256;

export function protocolParts<M>(transport: { send(message: M): void; close(code: number, reason: string): void }): ProtocolParts<M> {
  const messages = new Set<(message: M | MalformedFrame) => void>();
  // a layer hands its protocol on in a promise: what arrives in between waits here, in order
  const unheard: (M | MalformedFrame)[] = [];
  const closes = new Set<(code: number, reason: string) => void>();
  let closed = false;
  const ended = (code: number, reason: string): void => {
    if (closed) return;
    closed = true;
    messages.clear();
    unheard.length = 0;
    for (const l of [...closes]) l(code, reason);
    closes.clear();
  };
  const protocol: Protocol<M> = {
    send(message) {
      if (!closed) transport.send(message);
    },
    onMessage(listener) {
      if (closed) return () => undefined;
      messages.add(listener);
      while (unheard.length > 0 && messages.has(listener)) listener(unheard.shift()!);
      return () => messages.delete(listener);
    },
    onClose(listener) {
      if (closed) return () => undefined;
      closes.add(listener);
      return () => closes.delete(listener);
    },
    close(code, reason) {
      if (closed) return;
      transport.close(code, reason);
      ended(code, reason);
    },
    get closed() {
      return closed;
    },
  };
  return {
    protocol,
    emit(message) {
      if (closed) return;
      if (messages.size === 0) {
        if (unheard.length < MAX_UNHEARD) unheard.push(message);
        return;
      }
      for (const l of [...messages]) l(message);
    },
    ended,
  };
}

/** A JSON text read as a message, or a MalformedFrame (a transport of text frames uses it). */
export function parseJsonFrame(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return new MalformedFrame('Messages are JSON.');
  }
}
