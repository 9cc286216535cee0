// The path rules of the two static file servers, in one place (the duplicates tool's D2): the web shell's
// (main/web/static-server.ts, issue 30.2) and the online server's invite page (server/page-site.ts, issue 38
// item 5). Plain Node, no game: here because main/host/ is the folder both server/ and main/web/ may import
// (eslint.config.js), and the renderer may not. A request path decoded or refused, containment by path
// segments, a file followed through its links and refused outside the folder, not regular or too large.
import { promises as fsp } from 'node:fs';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
};

/** The Content-Type a file is served with (by its extension; unknown ones as bytes). */
export function contentType(file: string): string {
  return TYPES[extname(file)] ?? 'application/octet-stream';
}

/** The largest file served (the built renderer's biggest asset is a few MB). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

export type FileRefusal = { readonly kind: 'refuse'; readonly status: 400 | 403 | 404; readonly reason: string };

const refuse = (status: FileRefusal['status'], reason: string): FileRefusal => ({ kind: 'refuse', status, reason });

/** Pure: a request target's path (before any '?' or '#') percent-decoded; malformed encoding, NUL or backslash refused (400). Never throws. */
export function decodedPath(url: string): { readonly kind: 'decoded'; readonly path: string } | FileRefusal {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return refuse(400, 'malformed percent-encoding');
  }
  if (/[\0\\]/.test(path)) return refuse(400, 'NUL or backslash in the path');
  return { kind: 'decoded', path };
}

/** Whether `file` (absolute, resolved) is `root` or inside it: compared with a path separator, never by prefix alone. */
export function isInside(root: string, file: string): boolean {
  const rel = relative(root, file);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel));
}

export type FileOutcome = { readonly kind: 'file'; readonly file: string; readonly size: number } | FileRefusal;

/**
 * `wanted`, a path inside `root` (a realpath), as a file that may be served: its symlinks followed,
 * refused when the real file is outside the folder, not a regular file or over the size cap. The
 * browser shell's files, the invite page's and Electron's app:// handler all pass it. Never throws.
 */
export async function containedFile(root: string, wanted: string, maxBytes = MAX_FILE_BYTES): Promise<FileOutcome> {
  let real: string;
  try {
    real = await fsp.realpath(wanted);
  } catch {
    return refuse(404, 'no such file');
  }
  if (!isInside(root, real)) return refuse(403, 'a link out of the folder');
  try {
    const st = await fsp.stat(real);
    if (!st.isFile()) return refuse(404, 'not a file');
    if (st.size > maxBytes) return refuse(403, 'too large');
    return { kind: 'file', file: real, size: st.size };
  } catch {
    return refuse(404, 'no such file');
  }
}

/** The file `path` (relative to `root`, a realpath) names: refused when it resolves outside the folder, else as containedFile. Never throws. */
export function fileIn(root: string, path: string, maxBytes = MAX_FILE_BYTES): Promise<FileOutcome> {
  const wanted = resolve(root, path);
  return isInside(root, wanted) ? containedFile(root, wanted, maxBytes) : Promise.resolve(refuse(403, 'outside the folder'));
}

/** Headers of every answer: the policy, no sniffing, no caching. */
export function baseHeaders(csp: string): Record<string, string> {
  return { 'content-security-policy': csp, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' };
}
