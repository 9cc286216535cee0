// A WebSocket client written on a bare TCP socket (RFC 6455), for the tests that need what a
// library client will not do: stop reading (a stalled tab), fragment frames, send invalid ones.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export interface RawWs {
  readonly socket: Socket;
  /** Everything received after the handshake, not yet parsed. */
  received(): Buffer;
  /** Writes one frame (masked, as a client must) with the given first byte (FIN + opcode). */
  frame(first: number, payload: Buffer, mask?: boolean): void;
  text(s: string): void;
  /** The close frame received so far, if any. */
  closeFrame(): { code: number; reason: string } | null;
  /** The text frames received so far (unfragmented, as the server sends them). */
  texts(): string[];
  readonly closed: Promise<void>;
}

/** Opens a WebSocket to 127.0.0.1:`port` by hand; resolves once the server answered 101. */
export function rawWs(port: number, path = '/'): Promise<RawWs> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    /** Chunks received after the handshake, joined on demand (a concat per chunk is quadratic on a long run of small replies). */
    const chunks: Buffer[] = [];
    const joined = (): Buffer => {
      if (chunks.length > 0) buf = Buffer.concat([buf, ...chunks.splice(0)]);
      return buf;
    };
    let upgraded = false;
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.on('data', (b: Buffer) => {
      if (upgraded) {
        chunks.push(b);
        return;
      }
      buf = Buffer.concat([buf, b]);
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = buf.subarray(0, end).toString();
      buf = buf.subarray(end + 4);
      if (!head.startsWith('HTTP/1.1 101')) return reject(new Error(`no upgrade: ${head.split('\r\n')[0]}`));
      upgraded = true;
      resolve(ws);
    });
    const frame = (first: number, payload: Buffer, mask = true): void => {
      const len = payload.length;
      const header = len < 126 ? Buffer.from([first, (mask ? 0x80 : 0) | len]) : len < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
      if (len >= 126 && len < 65536) {
        header[0] = first;
        header[1] = (mask ? 0x80 : 0) | 126;
        header.writeUInt16BE(len, 2);
      } else if (len >= 65536) {
        header[0] = first;
        header[1] = (mask ? 0x80 : 0) | 127;
        header.writeBigUInt64BE(BigInt(len), 2);
      }
      if (!mask) {
        socket.write(Buffer.concat([header, payload]));
        return;
      }
      const key = randomBytes(4);
      const body = Buffer.from(payload);
      for (let i = 0; i < body.length; i++) body[i]! ^= key[i % 4]!;
      socket.write(Buffer.concat([header, key, body]));
    };
    const frames = (): { opcode: number; payload: Buffer }[] => {
      const buf = joined();
      const out: { opcode: number; payload: Buffer }[] = [];
      let at = 0;
      while (at + 2 <= buf.length) {
        const opcode = buf[at]! & 0x0f;
        let len = buf[at + 1]! & 0x7f;
        let off = at + 2;
        if (len === 126) {
          if (off + 2 > buf.length) break;
          len = buf.readUInt16BE(off);
          off += 2;
        } else if (len === 127) {
          if (off + 8 > buf.length) break;
          len = Number(buf.readBigUInt64BE(off));
          off += 8;
        }
        if (off + len > buf.length) break;
        out.push({ opcode, payload: buf.subarray(off, off + len) });
        at = off + len;
      }
      return out;
    };
    const ws: RawWs = {
      socket,
      received: joined,
      frame,
      text: (s) => frame(0x81, Buffer.from(s)),
      closeFrame: () => {
        const f = frames().find((x) => x.opcode === 0x8);
        return f ? { code: f.payload.length >= 2 ? f.payload.readUInt16BE(0) : 1005, reason: f.payload.subarray(2).toString() } : null;
      },
      texts: () => frames().flatMap((f) => (f.opcode === 0x1 ? [f.payload.toString()] : [])),
      closed,
    };
  });
}
