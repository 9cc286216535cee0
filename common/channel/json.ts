// JSON text as a layer around a protocol of frames (issue 39 item 3): the local WebSocket's wire.
// A frame that is not JSON is handed up as a MalformedFrame (answered BAD_PAYLOAD, acted on by nothing).
import { CLOSE, MalformedFrame, parseJsonFrame, protocolParts, type Protocol } from './protocol';
import type { WireFrame } from './sealed';

const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

function textOf(frame: WireFrame): string | null {
  if (typeof frame === 'string') return frame;
  try {
    return fromUtf8.decode(frame);
  } catch {
    return null;
  }
}

export function jsonProtocol(inner: Protocol<WireFrame>): Protocol<unknown> {
  const parts = protocolParts<unknown>({
    send: (message) => inner.send(JSON.stringify(message)),
    close: (code, reason) => inner.close(code, reason),
  });
  inner.onMessage((frame) => {
    if (frame instanceof MalformedFrame) return parts.emit(frame);
    const text = textOf(frame);
    parts.emit(text === null ? new MalformedFrame('Messages are JSON.') : parseJsonFrame(text));
  });
  inner.onClose((code, reason) => parts.ended(code, reason));
  if (inner.closed) parts.ended(CLOSE.normal, 'closed');
  return parts.protocol;
}
