// The browser shell's per-run token: the WebSocket that drives the game is opened only by whoever
// holds the URL the shell printed (`?ws=PORT&token=...`), not by any local process that finds the port.
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh token: 32 random bytes (256 bits) from the OS CSPRNG, base64url (43 characters). */
export function newShellToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether an upgrade request's URL (`/?token=...`) carries `token`; compared in constant time. */
export function requestHasToken(requestUrl: string | undefined, token: string): boolean {
  let given: string | null;
  try {
    given = new URL(requestUrl ?? '/', 'http://127.0.0.1').searchParams.get('token');
  } catch {
    return false;
  }
  if (given === null) return false;
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(token, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
