// A Node `ws` socket as a protocol of frames (issue 39 item 3): the transport of the local web shell
// and of the phones' listener implements only send, receive and close; requests, replies and close
// codes live in common/channel. What it keeps of its own: fair reading (ws-inbox.ts: a few messages
// per event-loop turn, reading paused past a bound), bounded sending (ws-send.ts: a client that
// stops reading is dropped with CLOSE.slowReader) and, where asked, a message rate.
import type { RawData, WebSocket } from 'ws';
import { CLOSE, protocolParts, type Protocol, type WireFrame } from '../../common/channel/index';
import { wsInbox, DEFAULT_INBOX, type InboxOptions } from './ws-inbox';
import { boundedSender } from './ws-send';

export interface WsFramesOptions {
  /** Bound on the unsent bytes (ws-send.ts) and the grace a dropped client has to read its close frame. */
  readonly limitBytes: number;
  readonly graceMs: number;
  /** Called once when the client is dropped for not reading (after the protocol closed). */
  readonly onDrop?: (unsentBytes: number) => void;
  /** Asked for each message received; false closes the connection (CLOSE.tooFast). Default: every message is let in. */
  readonly admit?: () => boolean;
  readonly inbox?: InboxOptions;
  /** How long a socket closed by this end has to finish its closing handshake before it is destroyed. */
  readonly closeGraceMs?: number;
}

function toBytes(data: RawData): Uint8Array {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return new Uint8Array(data);
}

export function wsFrames(ws: WebSocket, options: WsFramesOptions): Protocol<WireFrame> {
  const sender = boundedSender(ws, {
    limitBytes: options.limitBytes,
    graceMs: options.graceMs,
    onDrop: (unsent) => {
      inbox.clear();
      parts.ended(CLOSE.slowReader, 'the client stopped reading');
      options.onDrop?.(unsent);
    },
  });
  const parts = protocolParts<WireFrame>({
    send: (frame) => void sender.send(frame),
    close: (code, reason) => {
      inbox.clear();
      ws.close(code, reason);
      setTimeout(() => ws.terminate(), options.closeGraceMs ?? 1000).unref();
    },
  });
  // a few messages per event-loop turn: one client's pipelined burst never holds the others' (ws-inbox.ts)
  const inbox = wsInbox(ws, (frame) => (sender.dropped ? inbox.clear() : parts.emit(frame as WireFrame)), options.inbox ?? DEFAULT_INBOX);
  ws.on('message', (data: RawData, isBinary: boolean) => {
    if (parts.protocol.closed) return;
    if (options.admit && !options.admit()) return parts.protocol.close(CLOSE.tooFast, 'too many messages');
    inbox.push(isBinary ? toBytes(data) : Buffer.from(toBytes(data)).toString('utf8'));
  });
  ws.on('close', (code: number, reason: Buffer) => {
    inbox.clear();
    parts.ended(code, reason.toString());
  });
  return parts.protocol;
}
