// The phones' wire (issue 28 items 2 and 6; docs/host.md, "Phones"): how a phone and the host's LAN
// listener speak, shared by both ends. A phone's link carries two secrets in its fragment (never in
// a request line): `p`, the pairing key (192 bits), and `e`, the seat's encryption key (256 bits).
//
//   host -> phone  (clear)  {"kind":"challenge","nonce":"<16 random bytes, base64url>"}
//   phone -> host  (clear)  {"kind":"hello","seat":S,"box":"<seal(e, 'hello', {p, nonce})>"}
//   then, both ways, binary frames: 24-byte nonce || XChaCha20-Poly1305(e, aad = direction + challenge, {s, m})
//
// The pairing key never crosses the network readable (it travels inside the sealed hello), the
// fresh challenge stops a recorded hello from being replayed, `s` counts each direction's frames
// (a replayed or reordered frame is refused), the direction in the AAD stops a host frame from
// being reflected back as a request, and the connection's challenge in the AAD stops a frame
// recorded on one connection from opening on the next (issue 39 item 3; common/channel/sealed.ts).
// Plain-HTTP LAN pages have no WebCrypto, hence @noble/ciphers.
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js';
import { randomBytes } from '@noble/ciphers/utils.js';
import { z } from 'zod';

/** Bytes of a pairing key (192 bits, at least the 128 the issue asks). */
export const PHONE_PAIRING_KEY_BYTES = 24;
/** Bytes of a seat's encryption key (XChaCha20-Poly1305). */
export const PHONE_CIPHER_KEY_BYTES = 32;
export const PHONE_CHALLENGE_BYTES = 16;
const NONCE_BYTES = 24;
/** The WebSocket path of the phones' listener. */
export const PHONE_WS_PATH = '/phone';

export type PhoneDirection = 'hello' | 'to-phone' | 'to-host';
/** A frame's direction once paired. */
export type PhoneFrameDirection = Exclude<PhoneDirection, 'hello'>;

/** The associated data of a box: the wire's version, its direction and, for a paired connection's frames, that connection's challenge (issue 39 item 3). */
export function phoneAad(direction: PhoneDirection, challenge = ''): Uint8Array {
  return new TextEncoder().encode(`dudo-phone/2 ${direction}${challenge ? ` ${challenge}` : ''}`);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url without padding (no Buffer, no atob: the same code runs in the phone's page). */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    out += B64[(n >> 18) & 63]! + B64[(n >> 12) & 63]! + (left > 1 ? B64[(n >> 6) & 63]! : '') + (left > 2 ? B64[n & 63]! : '');
  }
  return out;
}

/** The bytes of a base64url text, or null when it is not one (any other character, a bad length). */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1 || !/^[A-Za-z0-9_-]*$/.test(text)) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let j = 0;
  for (const ch of text) {
    acc = (acc << 6) | B64.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[j++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** Encrypts `plain` with a fresh random nonce: nonce || ciphertext (with its 16-byte tag); `challenge` binds it to one connection. */
export function seal(key: Uint8Array, direction: PhoneDirection, plain: Uint8Array, challenge = ''): Uint8Array<ArrayBuffer> {
  const nonce = randomBytes(NONCE_BYTES);
  const box = xchacha20poly1305(key, nonce, phoneAad(direction, challenge)).encrypt(plain);
  const out = new Uint8Array(new ArrayBuffer(NONCE_BYTES + box.length));
  out.set(nonce, 0);
  out.set(box, NONCE_BYTES);
  return out;
}

/** The plaintext of a sealed box, or null when it was not sealed with `key` for `direction` on the connection of `challenge` (altered, replayed the other way or on another connection). Never throws. */
export function open(key: Uint8Array, direction: PhoneDirection, sealed: Uint8Array, challenge = ''): Uint8Array | null {
  if (key.length !== PHONE_CIPHER_KEY_BYTES || sealed.length < NONCE_BYTES + 16) return null;
  try {
    return xchacha20poly1305(key, sealed.subarray(0, NONCE_BYTES), phoneAad(direction, challenge)).decrypt(sealed.subarray(NONCE_BYTES));
  } catch {
    return null;
  }
}

/** Equal byte strings, compared without an early exit. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let d = 0;
  for (let i = 0; i < a.length; i++) d |= a[i]! ^ b[i]!;
  return d === 0;
}

/** The languages a phone page speaks (the app's, without Chile's jargon, which is a setting of the shared screen). */
export const phoneLanguageSchema = z.enum(['es', 'en', 'fr']);
export type PhoneLanguage = z.infer<typeof phoneLanguageSchema>;
/**
 * The host's first sealed frame to a paired phone (frame 0): its seat and, when the seat's person has
 * a profile that names one, the language the phone speaks (issue 28 item 3; else the phone browser's).
 */
export const phonePairedSchema = z.object({ kind: z.literal('paired'), seat: z.number().int().min(0).max(5), language: phoneLanguageSchema.optional() }).strict();
export type PhonePaired = z.infer<typeof phonePairedSchema>;

export const phoneChallengeSchema = z.object({ kind: z.literal('challenge'), nonce: z.string().max(64) }).strict();
export const phoneHelloSchema = z.object({ kind: z.literal('hello'), seat: z.number().int().min(0).max(5), box: z.string().max(512) }).strict();
/** What the hello's box holds. */
export const phoneHelloBodySchema = z.object({ p: z.string().max(64), nonce: z.string().max(64) }).strict();
/** What every later frame holds: its number in its direction (0, 1, 2 ...) and the message (a WsRequest to the host, a WsMessage to the phone). */
export const phoneFrameBodySchema = z.object({ s: z.number().int().min(0), m: z.unknown() }).strict();

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The phone's hello for a challenge (sealed with its seat's key). */
export function phoneHello(seat: number, pairingKey: string, cipherKey: Uint8Array, challengeNonce: string): string {
  const box = seal(cipherKey, 'hello', utf8.encode(JSON.stringify({ p: pairingKey, nonce: challengeNonce })));
  return JSON.stringify({ kind: 'hello', seat, box: toBase64Url(box) });
}

/** One frame of the paired connection whose challenge is `challenge`: message number `s` of its direction. */
export function sealFrame(key: Uint8Array, direction: PhoneFrameDirection, s: number, message: unknown, challenge: string): Uint8Array<ArrayBuffer> {
  return seal(key, direction, utf8.encode(JSON.stringify({ s, m: message })), challenge);
}

/** A paired connection's frame read back: its message if it opens with `key` on the connection of `challenge`, is the frame number `expected` and holds JSON; else null. */
export function openFrame(key: Uint8Array, direction: PhoneFrameDirection, expected: number, sealed: Uint8Array, challenge: string): { readonly m: unknown } | null {
  const plain = open(key, direction, sealed, challenge);
  if (!plain) return null;
  try {
    const body = phoneFrameBodySchema.safeParse(JSON.parse(fromUtf8.decode(plain)));
    return body.success && body.data.s === expected ? { m: body.data.m } : null;
  } catch {
    return null;
  }
}

/** Reads a hello's box: the pairing key and challenge it holds, or null. */
export function openHello(cipherKey: Uint8Array, box: string): { readonly p: string; readonly nonce: string } | null {
  const bytes = fromBase64Url(box);
  if (!bytes) return null;
  const plain = open(cipherKey, 'hello', bytes);
  if (!plain) return null;
  try {
    const body = phoneHelloBodySchema.safeParse(JSON.parse(fromUtf8.decode(plain)));
    return body.success ? body.data : null;
  } catch {
    return null;
  }
}

/** What a phone's link fragment holds (`#/phone?seat=S&p=...&e=...`). */
export interface PhoneLink {
  readonly seat: number;
  readonly pairingKey: string;
  readonly cipherKey: Uint8Array;
}

/** The link of a phone seat: the listener's origin and the secrets in the fragment only. */
export function phoneLinkUrl(origin: string, seat: number, pairingKey: string, cipherKey: Uint8Array): string {
  return `${origin}/#/phone?seat=${seat}&p=${pairingKey}&e=${toBase64Url(cipherKey)}`;
}

/** Reads a link's fragment (`location.hash`); null when it is not a phone link or its keys are malformed. */
export function parsePhoneFragment(hash: string): PhoneLink | null {
  const m = /^#\/phone\?(.*)$/.exec(hash);
  if (!m) return null;
  const q = new URLSearchParams(m[1]);
  const seat = Number(q.get('seat'));
  const p = q.get('p') ?? '';
  const e = fromBase64Url(q.get('e') ?? '');
  const pBytes = fromBase64Url(p);
  if (!Number.isInteger(seat) || seat < 0 || seat > 5 || q.get('seat') === null) return null;
  if (!pBytes || pBytes.length !== PHONE_PAIRING_KEY_BYTES || !e || e.length !== PHONE_CIPHER_KEY_BYTES) return null;
  return { seat, pairingKey: p, cipherKey: e };
}

/**
 * Issue 42 item 9: the host's last sealed frame to a paired phone, just before it closes the
 * connection with CLOSE.ended: why the game ended (`over`: played to its end, with its winner's
 * name; `abandoned`; `replaced`: the table started another game; `closed`: the host quit), and,
 * where that other game has phone seats, the new link of this phone's person (`nextLink`, sealed
 * with this seat's key) or, for another person, only that there is a new code to scan (`nextGame`).
 */
export const phoneEndedSchema = z
  .object({
    kind: z.literal('ended'),
    why: z.enum(['over', 'abandoned', 'replaced', 'closed']),
    winner: z.string().max(200).optional(),
    nextLink: z.string().max(1024).optional(),
    nextGame: z.boolean().optional(),
  })
  .strict();
export type PhoneEnded = z.infer<typeof phoneEndedSchema>;
/** What the host says of the end; the listener adds the next game's link per phone. */
export type PhoneEnding = Pick<PhoneEnded, 'why' | 'winner'>;
