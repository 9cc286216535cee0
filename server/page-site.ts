// Issue 38 item 5: the server serves the built renderer, so an invite link
// `http(s)://<server>/join/CODE#SECRET` opens the table in a plain browser (renderer/src/client/room.ts).
// A pure core (`pageTarget`: a request path → the folder's file it names, or a typed refusal) and a
// small I/O part (`pageHandler`: realpath containment, regular file, size cap, the CSP). The built page
// uses relative asset paths (base './'): from /join/CODE its `./assets/x.js` is /join/assets/x.js.
// Its path rules are the web shell's static server's (main/host/static-files.ts: server/ may not import main/web).
import { existsSync, promises as fsp } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { baseHeaders, contentType, decodedPath, fileIn, MAX_FILE_BYTES } from '../main/host/static-files';

/** The largest file served (the renderer's biggest asset is a few MB). */
export const MAX_PAGE_FILE_BYTES = MAX_FILE_BYTES;

/** The packaged policy (main/electron/policy.ts CSP, the page's own <meta>); the page's socket is added per request. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'";

export type PageRefusal = { readonly kind: 'refuse'; readonly status: 400 | 403 | 404 | 503; readonly reason: string };
/** `file`: a path relative to the renderer folder, '/'-separated, no '..' segment. */
export type PageTarget = PageRefusal | { readonly kind: 'file'; readonly file: string } | { readonly kind: 'not-ours' };

const refuse = (status: PageRefusal['status'], reason: string): PageRefusal => ({ kind: 'refuse', status, reason });

/**
 * Pure: the file of the renderer folder a request path names. `/join/CODE` (and `/join/CODE/`) is the
 * page; `/join/…/assets/F` and `/assets/F` are its assets; anything else is not this site's (Colyseus's
 * routes and 404). A '..' segment, NUL, backslash or bad percent-encoding is refused. Never throws.
 */
export function pageTarget(url: string): PageTarget {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  if (!raw.startsWith('/join/') && !raw.startsWith('/assets/')) return { kind: 'not-ours' };
  const decoded = decodedPath(raw);
  if (decoded.kind === 'refuse') return decoded;
  const segments = decoded.path.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return refuse(403, 'a . or .. segment');
  const at = segments.indexOf('assets');
  if (at >= 0) {
    const rest = segments.slice(at + 1);
    if (rest.length === 0 || rest.some((s) => s === '')) return refuse(404, 'not a file');
    return { kind: 'file', file: ['assets', ...rest].join('/') };
  }
  // /join/CODE or /join/CODE/: the page (the code itself is checked by the room, not here)
  const rest = segments.slice(1);
  if (rest.length === 1 || (rest.length === 2 && rest[1] === '')) return rest[0] ? { kind: 'file', file: 'index.html' } : refuse(404, 'no code');
  return refuse(404, 'not a page of the table');
}

/** The sources a page may open its socket to: ws and wss of the Host it was asked by (none when that header is not a plain host[:port]). */
export function socketSources(host: string | undefined): string {
  if (!host || !/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) return '';
  return ` ws://${host} wss://${host}`;
}

/** The page's policy for a request: connect-src gains the server's own WebSocket (ws and wss, the Host it was asked by). */
export function pagePolicy(csp: string, host: string | undefined): string {
  return csp.replace(/connect-src 'self'/, `connect-src 'self'${socketSources(host)}`);
}

const META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The page with its CSP <meta> rewritten by pagePolicy. */
export function pageHtml(html: string, host: string | undefined): string {
  return html.replace(META, (_m, head: string, csp: string, tail: string) => `${head}${pagePolicy(csp, host)}${tail}`);
}

/** The built renderer folder the server serves: RENDERER_DIR, else out/renderer, else the e2e build; null when none has an index.html. */
export function rendererDir(root: string, env: string | undefined): string | null {
  const candidates = env ? [resolve(env)] : [join(root, 'out', 'renderer'), join(root, '.tmp', 'e2e-renderer')];
  return candidates.find((d) => existsSync(join(d, 'index.html'))) ?? null;
}

export const NOT_BUILT =
  'The Dudo page is not built on this server: run `npm run build` (it builds out/renderer) or set RENDERER_DIR to a built renderer folder, then restart the server.\n';

function send(res: ServerResponse, status: number, csp: string, type: string, body: Buffer | string, head: boolean): void {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { ...baseHeaders(csp), 'referrer-policy': 'no-referrer', 'content-type': type, 'content-length': String(bytes.byteLength) });
  res.end(head ? undefined : bytes);
}

export type PageHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The page's request handler (an express middleware of the Colyseus server): answers /join/* and
 * /assets/* from `dir` (null: a 503 that says how to build it), passes anything else to `next`.
 */
export function pageHandler(dir: string | null, maxBytes = MAX_PAGE_FILE_BYTES): PageHandler {
  let root: Promise<string> | null = null;
  return (req, res, next) => {
    const target = pageTarget(req.url ?? '');
    if (target.kind === 'not-ours') return next();
    const head = req.method === 'HEAD';
    const csp = pagePolicy(PAGE_CSP, req.headers.host);
    const text = 'text/plain; charset=utf-8';
    if (req.method !== 'GET' && !head) {
      res.setHeader('allow', 'GET, HEAD');
      return send(res, 405, csp, text, '405\n', false);
    }
    if (target.kind === 'refuse') return send(res, target.status, csp, text, `${target.status}\n`, head);
    if (dir === null) return send(res, 503, csp, text, NOT_BUILT, head);
    const folder = (root ??= fsp.realpath(dir).catch(() => resolve(dir)));
    void (async () => {
      try {
        const found = await fileIn(await folder, target.file, maxBytes);
        if (found.kind === 'refuse') return send(res, found.status, csp, text, found.status === 404 && target.file === 'index.html' ? NOT_BUILT : `${found.status}\n`, head);
        const type = contentType(found.file);
        const bytes = await fsp.readFile(found.file);
        const body = type.startsWith('text/html') ? Buffer.from(pageHtml(bytes.toString('utf8'), req.headers.host)) : bytes;
        send(res, 200, csp, type, body, head);
      } catch {
        if (!res.headersSent) send(res, 404, csp, text, '404\n', head);
        else res.destroy();
      }
    })();
  };
}
