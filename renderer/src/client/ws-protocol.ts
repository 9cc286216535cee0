// The browser's WebSocket as a protocol of frames (issue 39 item 3): the web shell's client and a
// phone's implement only send, receive and close; requests, replies, timeouts and close codes live
// in common/channel (client.ts), the phone's encryption in its sealed layer (sealed.ts).
import { protocolParts, type Protocol, type WireFrame } from '../../../common/channel/index';

/** Opens `url`; resolves with its protocol once open, rejects when it cannot be reached. */
export function openWebSocket(url: string): Promise<{ readonly ws: WebSocket; readonly frames: Protocol<WireFrame> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const frames = browserFrames(ws);
    ws.addEventListener('open', () => resolve({ ws, frames }));
    ws.addEventListener('error', () => reject(new Error(`Cannot reach the host at ${url}.`)));
  });
}

/** One browser WebSocket (binary frames as bytes) as a protocol of frames. */
export function browserFrames(ws: WebSocket): Protocol<WireFrame> {
  ws.binaryType = 'arraybuffer';
  const parts = protocolParts<WireFrame>({
    send: (frame) => ws.send(typeof frame === 'string' ? frame : Uint8Array.from(frame)),
    close: (code, reason) => {
      try {
        ws.close(code, reason);
      } catch {
        ws.close(); // a code the browser may not send (1000, 3000-4999 only)
      }
    },
  });
  ws.addEventListener('message', (m: MessageEvent) => {
    if (typeof m.data === 'string') parts.emit(m.data);
    else if (m.data instanceof ArrayBuffer) parts.emit(new Uint8Array(m.data));
  });
  ws.addEventListener('close', (e: CloseEvent) => parts.ended(e.code, e.reason));
  return parts.protocol;
}
