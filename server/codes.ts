// Table codes, link secrets and seat tokens (issue 38): short unambiguous letters for what people
// type, a CSPRNG for all of them, and a constant-time comparison for what clients present.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH, SECRET_LENGTH } from '../common/online/room-protocol';

function letters(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

/** A new table code (6 of 31 letters: ~29.7 bits; the secret adds ~39.6: ≥ 40 bits together, issue 38). */
export function newCode(): string {
  return letters(CODE_LENGTH);
}

/** A new link secret (8 of 31 letters). */
export function newSecret(): string {
  return letters(SECRET_LENGTH);
}

/** A new seat token (192 bits, base64url): it takes a seat back after a drop or a restart. */
export function newSeatToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What is kept of a seat token on disk: its hash (a stolen data folder gives no seat). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Constant-time equality of two strings (secrets, token hashes). */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The bits of a code and its secret together (docs/online.md). */
export const CODE_BITS = (CODE_LENGTH + SECRET_LENGTH) * Math.log2(CODE_ALPHABET.length);
