// The one static file server of the host (issue 30.2): the built renderer in the web shell
// (`serveRenderer: { dir }`), `/dudo-config.json`, and any listener to come (phones). A pure core
// (`decideRequest`: method, Host, request target → a file of the folder or a typed refusal) and a
// small I/O part (`serveFile`: realpath, containment, regular file, size cap). It never throws out
// of a request: malformed percent-encoding is 400, a path outside the folder 403 or 404, other
// methods than GET and HEAD 405, a Host not on the allow-list 403, and every answer carries the CSP.
import { promises as fsp } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { posix, resolve } from 'node:path';
import { baseHeaders, containedFile, contentType, decodedPath, fileIn, isInside, MAX_FILE_BYTES, type FileOutcome } from '../host/static-files';

// the path rules shared with the online server's invite page (server/page-site.ts)
export { baseHeaders, containedFile, isInside, type FileOutcome };

/** The largest file served (the built renderer's biggest asset is a few MB). */
export const MAX_STATIC_FILE_BYTES = MAX_FILE_BYTES;

export type Refusal = { readonly kind: 'refuse'; readonly status: 400 | 403 | 404 | 405; readonly reason: string };
/** `path`: the request's path, decoded and normalised, always starting with '/', never holding '..' segments. */
export type Decision = Refusal | { readonly kind: 'path'; readonly path: string; readonly head: boolean };

export interface RequestLine {
  readonly method: string | undefined;
  readonly url: string | undefined;
  readonly host: string | undefined;
}

/** The Host headers this server answers: 127.0.0.1 and localhost with its port, and any extra address (a LAN listener). */
export function allowedHosts(port: number, extra: readonly string[] = []): ReadonlySet<string> {
  const names = ['127.0.0.1', 'localhost', ...extra];
  return new Set(names.map((n) => `${n.includes(':') && !n.startsWith('[') ? `[${n}]` : n}:${port}`.toLowerCase()));
}

function refuse(status: Refusal['status'], reason: string): Refusal {
  return { kind: 'refuse', status, reason };
}

/** Pure: what a request asks for, or why it is refused. Never throws. */
export function decideRequest(req: RequestLine, hosts: ReadonlySet<string>): Decision {
  const method = req.method ?? '';
  if (method !== 'GET' && method !== 'HEAD') return refuse(405, 'only GET and HEAD');
  if (req.host === undefined || !hosts.has(req.host.toLowerCase())) return refuse(403, 'Host not allowed');
  const url = req.url ?? '';
  // origin-form only: an absolute URL, '*' or anything else is not a path of this server
  if (!url.startsWith('/') || url.startsWith('//')) return refuse(400, 'not a path');
  const d = decodedPath(url);
  if (d.kind === 'refuse') return d;
  const decoded = d.path;
  const segments = decoded.split('/');
  if (segments.includes('..')) return refuse(403, 'a .. segment');
  const path = posix.normalize(decoded);
  if (!path.startsWith('/') || path.split('/').includes('..')) return refuse(403, 'outside the folder');
  return { kind: 'path', path, head: method === 'HEAD' };
}

/**
 * The file a decided path names in `root` (a realpath): '/' is index.html; the path is resolved,
 * its symlinks followed, and refused when the real file is outside the folder, not a regular file
 * (a directory is never listed) or over the size cap. Never throws.
 */
export function locateFile(root: string, path: string, maxBytes = MAX_STATIC_FILE_BYTES): Promise<FileOutcome> {
  return fileIn(root, `.${path === '/' ? '/index.html' : path}`, maxBytes);
}

export interface StaticSiteOptions {
  /** The folder served. */
  readonly dir: string;
  /** The Content-Security-Policy header of every answer (a function: a shell knows its port once it listens). */
  readonly csp: () => string;
  /** What an HTML page becomes when served (the shell rewrites its CSP <meta>). */
  readonly html?: (text: string) => string;
  readonly maxFileBytes?: number;
}

/** Answers a refusal: status, CSP, nothing else (never a file, never a listing). */
export function sendRefusal(res: ServerResponse, r: Refusal, csp: string): void {
  const headers: Record<string, string> = { ...baseHeaders(csp), 'content-type': 'text/plain; charset=utf-8' };
  if (r.status === 405) headers['allow'] = 'GET, HEAD';
  res.writeHead(r.status, headers).end(`${r.status}\n`);
}

/** The guard every request of a host server passes first (files, the config, the dev server). */
export function guard(req: IncomingMessage, res: ServerResponse, hosts: ReadonlySet<string>, csp: string): Decision {
  const d = decideRequest({ method: req.method, url: req.url, host: req.headers.host }, hosts);
  if (d.kind === 'refuse') sendRefusal(res, d, csp);
  return d;
}

export interface StaticSite {
  readonly root: string;
  serve(path: string, head: boolean, res: ServerResponse): Promise<void>;
}

/** A static site: call `serve` with a request that passed the guard. Never throws, never serves outside `dir`. */
export async function createStaticSite(options: StaticSiteOptions): Promise<StaticSite> {
  const root = await fsp.realpath(resolve(options.dir)).catch(() => resolve(options.dir));
  const maxBytes = options.maxFileBytes ?? MAX_STATIC_FILE_BYTES;
  return {
    root,
    async serve(path, head, res) {
      try {
        const found = await locateFile(root, path, maxBytes);
        if (found.kind === 'refuse') return sendRefusal(res, found, options.csp());
        const type = contentType(found.file);
        const bytes = await fsp.readFile(found.file);
        const body = type.startsWith('text/html') && options.html ? Buffer.from(options.html(bytes.toString('utf8'))) : bytes;
        res.writeHead(200, { ...baseHeaders(options.csp()), 'content-type': type, 'content-length': String(body.byteLength) });
        res.end(head ? undefined : body);
      } catch {
        if (!res.headersSent) sendRefusal(res, refuse(404, 'unreadable'), options.csp());
        else res.destroy();
      }
    },
  };
}
