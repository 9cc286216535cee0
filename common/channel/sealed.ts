// Phone encryption as a layer around a protocol (issue 39 item 3): every message is sealed with the
// seat's key into a numbered frame whose associated data names its direction and its connection's
// challenge (common/phone-wire.ts), so a frame that does not open here (another key, reflected, out
// of order, replayed, or recorded on another connection) closes the connection (CLOSE.badFrame)
// and reaches nothing above. The host and the phone page speak the same layer.
import { openFrame, sealFrame, type PhoneFrameDirection } from '../phone-wire';
import { CLOSE, MalformedFrame, protocolParts, type Protocol } from './protocol';

/** What a sealing transport carries: binary frames (a text frame on a sealed connection is refused). */
export type WireFrame = string | Uint8Array;

export interface SealedOptions {
  /** The seat's key (copied: the layer zeroes its copy when the connection closes). */
  readonly key: Uint8Array;
  /** The connection's challenge (the host's fresh nonce): every frame is bound to it. */
  readonly challenge: string;
  /** Which end this is: the host seals 'to-phone' and opens 'to-host', the phone the other way round. */
  readonly side: 'host' | 'phone';
}

const DIRECTIONS: Readonly<Record<SealedOptions['side'], { readonly out: PhoneFrameDirection; readonly in: PhoneFrameDirection }>> = {
  host: { out: 'to-phone', in: 'to-host' },
  phone: { out: 'to-host', in: 'to-phone' },
};

export function sealedProtocol(inner: Protocol<WireFrame>, options: SealedOptions): Protocol<unknown> {
  const key = Uint8Array.from(options.key);
  const { challenge } = options;
  const dir = DIRECTIONS[options.side];
  let outSeq = 0;
  let inSeq = 0;
  const parts = protocolParts<unknown>({
    send: (message) => inner.send(sealFrame(key, dir.out, outSeq++, message, challenge)),
    close: (code, reason) => inner.close(code, reason),
  });
  const refuse = (reason: string): void => parts.protocol.close(CLOSE.badFrame, reason);
  inner.onMessage((frame) => {
    if (frame instanceof MalformedFrame || typeof frame === 'string') return refuse('a sealed connection carries sealed frames');
    const opened = openFrame(key, dir.in, inSeq, frame, challenge);
    if (!opened) return refuse('a frame that does not open');
    inSeq++;
    parts.emit(opened.m);
  });
  inner.onClose((code, reason) => {
    key.fill(0);
    parts.ended(code, reason);
  });
  if (inner.closed) {
    key.fill(0);
    parts.ended(CLOSE.normal, 'closed');
  }
  return parts.protocol;
}
