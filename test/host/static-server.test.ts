// Issue 30.2: the one static server of the host (main/web/static-server.ts) cannot be broken:
// malformed percent-encoding, encoded traversal, symlinks out of the folder, other methods, foreign
// Host headers, directory listings. Raw request lines over TCP (fetch would normalise them).
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGED_CSP, webShellPolicy } from '../../main/web/csp';
import { CSP } from '../../main/electron/policy';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { allowedHosts, containedFile, decideRequest, isInside, locateFile } from '../../main/web/static-server';
import { resolveAppRequest } from '../../main/electron/policy';
import { tempDir, useCleanups } from './helpers';

const cleanups = useCleanups();
const SECRET = 'TOP-SECRET-7f3a';

/** A site folder and, beside it, `site-secret/secret.txt` (a sibling whose name starts like the site's). */
function layout(): { root: string; site: string } {
  const t = tempDir('dudo-static-');
  cleanups.push(t.cleanup);
  const site = join(t.dir, 'site');
  mkdirSync(join(site, 'sub'), { recursive: true });
  mkdirSync(join(t.dir, 'site-secret'));
  writeFileSync(join(t.dir, 'site-secret', 'secret.txt'), SECRET);
  writeFileSync(join(t.dir, 'outside.txt'), SECRET);
  writeFileSync(join(site, 'index.html'), `<!doctype html><meta http-equiv="Content-Security-Policy" content="${PACKAGED_CSP}" /><div id="root"></div>`);
  writeFileSync(join(site, 'app.js'), 'console.log("app")');
  writeFileSync(join(site, 'sub', 'page.css'), 'body{}');
  symlinkSync(join(t.dir, 'site-secret', 'secret.txt'), join(site, 'link-out.txt'));
  symlinkSync(join(t.dir, 'site-secret'), join(site, 'dir-out'));
  symlinkSync(join(site, 'app.js'), join(site, 'link-in.js'));
  return { root: t.dir, site };
}

async function shellOn(site: string): Promise<WebShell> {
  const data = tempDir();
  cleanups.push(data.cleanup);
  const s = await startWebShell({ userDataDir: data.dir, botThinkMs: 0, serveRenderer: { dir: site }, log: () => undefined, extraHosts: ['192.168.1.20'] });
  cleanups.push(() => s.close());
  return s;
}

interface RawAnswer {
  readonly status: number;
  readonly headers: string;
  readonly body: string;
  readonly raw: string;
}

/**
 * Sends bytes as they are and reads the whole answer (the server closes: Connection: close). An
 * incomplete head the server still waits on gets status 0 after `waitMs` (`strict`: an error).
 */
function raw(port: number, request: string, waitMs = 5000, strict = true): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sock = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      sock.destroy();
      if (strict) reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 80))}`));
    }, waitMs);
    sock.on('data', (d) => chunks.push(d));
    sock.on('error', () => undefined);
    sock.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), headers: head.toLowerCase(), body: rest.join('\r\n\r\n'), raw: text });
    });
    sock.write(request, 'latin1');
  });
}

function get(port: number, target: string, extra = '', method = 'GET', host = `127.0.0.1:${port}`): Promise<RawAnswer> {
  return raw(port, `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${extra}\r\n`);
}

describe('the pure core (decideRequest, isInside)', () => {
  const hosts = allowedHosts(5000, ['192.168.1.20']);
  const req = (url: string, method = 'GET', host = '127.0.0.1:5000') => decideRequest({ method, url, host }, hosts);

  it('malformed percent-encoding is a 400, not a thrown URIError', () => {
    for (const url of ['/%', '/%E0%A4%A', '/a%zz', '/%ff']) expect(req(url)).toMatchObject({ kind: 'refuse', status: 400 });
  });

  it('encoded traversal (..%2f, %2e%2e) is refused; a NUL or backslash is a 400', () => {
    for (const url of ['/..%2fsite-secret%2fsecret.txt', '/%2e%2e/x', '/a/../../x', '/..']) expect(req(url)).toMatchObject({ kind: 'refuse', status: 403 });
    expect(req('/a%00b')).toMatchObject({ status: 400 });
    expect(req('/..%5c..%5cx')).toMatchObject({ status: 400 });
  });

  it('only GET and HEAD (405); only the Host allow-list (127.0.0.1, localhost, the extra LAN address) with the port', () => {
    for (const m of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'get', '']) expect(req('/', m)).toMatchObject({ status: 405 });
    expect(req('/', 'HEAD')).toEqual({ kind: 'path', path: '/', head: true });
    for (const h of ['127.0.0.1:5000', 'localhost:5000', 'LOCALHOST:5000', '192.168.1.20:5000']) expect(req('/', 'GET', h).kind, h).toBe('path');
    for (const h of ['evil.example', '127.0.0.1', '127.0.0.1:5001', 'evil.example:5000', '']) expect(req('/', 'GET', h), h).toMatchObject({ status: 403 });
    expect(decideRequest({ method: 'GET', url: '/', host: undefined }, hosts)).toMatchObject({ status: 403 });
  });

  it('absolute-form and asterisk targets are not paths (400)', () => {
    for (const url of ['http://127.0.0.1:5000/', '*', '//evil/x', '']) expect(req(url)).toMatchObject({ status: 400 });
  });

  it('containment uses a separator: /srv/site-secret is not inside /srv/site', () => {
    expect(isInside('/srv/site', '/srv/site-secret/secret.txt')).toBe(false);
    expect(isInside('/srv/site', '/srv/site/a/b')).toBe(true);
    expect(isInside('/srv/site', '/srv/site')).toBe(true);
    expect(isInside('/srv/site', '/srv')).toBe(false);
  });

  it('locateFile: symlinks out of the folder and directories are refused, a symlink inside is served', async () => {
    const { site } = layout();
    expect(await locateFile(site, '/link-out.txt')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(await locateFile(site, '/dir-out/secret.txt')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(await locateFile(site, '/sub')).toMatchObject({ kind: 'refuse', status: 404 });
    expect(await locateFile(site, '/link-in.js')).toMatchObject({ kind: 'file', file: join(site, 'app.js') });
    expect(await locateFile(site, '/app.js', 4)).toMatchObject({ kind: 'refuse' });
  });

  it("Electron's app:// handler checks the file as the shell does: resolveAppRequest, then containedFile refuses links out and directories", async () => {
    const { root, site } = layout();
    // names of the types app:// serves (a .txt is refused before any file is looked at)
    symlinkSync(join(root, 'outside.txt'), join(site, 'leak.js'));
    writeFileSync(join(root, 'site-secret', 'secret.js'), SECRET);
    mkdirSync(join(site, 'folder.js'));
    const served = async (url: string): Promise<string> => {
      const target = resolveAppRequest(url, site);
      if (!target.ok) return `refused ${target.status}`;
      const file = await containedFile(site, target.file);
      return file.kind === 'file' ? file.file : `refused ${file.status}`;
    };
    expect(await served('app://dudo/leak.js')).toBe('refused 403');
    expect(await served('app://dudo/dir-out/secret.js')).toBe('refused 403');
    expect(await served('app://dudo/folder.js')).toBe('refused 404');
    expect(await served('app://dudo/link-in.js')).toBe(join(site, 'app.js'));
    expect(await served('app://dudo/app.js')).toBe(join(site, 'app.js'));
  });

  it('the shell’s packaged policy equals main/electron/policy.ts CSP', () => {
    expect(PACKAGED_CSP).toBe(CSP);
  });
});

describe('the web shell serving a built folder (serveRenderer: { dir })', () => {
  it('GET /% answers 400 and the host keeps serving (it used to exit on an uncaught URIError)', async () => {
    const { site } = layout();
    const s = await shellOn(site);
    expect((await get(s.port, '/%')).status).toBe(400);
    expect((await get(s.port, '/%E0%A4%A')).status).toBe(400);
    expect((await get(s.port, '/app.js')).status).toBe(200);
  });

  it('encoded traversal to a sibling folder (/..%2fsite-secret%2fsecret.txt) and symlinks out of the folder serve nothing', async () => {
    const { site } = layout();
    const s = await shellOn(site);
    for (const target of ['/..%2fsite-secret%2fsecret.txt', '/..%2f..%2foutside.txt', '/%2e%2e/outside.txt', '/link-out.txt', '/dir-out/secret.txt', '/../outside.txt']) {
      const a = await get(s.port, target);
      expect([400, 403, 404], target).toContain(a.status);
      expect(a.raw, target).not.toContain(SECRET);
    }
    const inside = await get(s.port, '/link-in.js');
    expect(inside.status).toBe(200);
    expect(inside.body).toBe('console.log("app")');
  });

  it('only GET and HEAD (405 with Allow), no directory listing, HEAD has no body', async () => {
    const { site } = layout();
    const s = await shellOn(site);
    for (const m of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const a = await get(s.port, '/app.js', 'Content-Length: 0\r\n', m);
      expect(a.status, m).toBe(405);
      expect(a.headers).toContain('allow: get, head');
    }
    expect((await get(s.port, '/sub/')).status).toBe(404);
    expect((await get(s.port, '/sub')).status).toBe(404);
    const head = await get(s.port, '/app.js', '', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('a Host off the allow-list is refused (DNS rebinding), /dudo-config.json included; localhost and the LAN address are answered', async () => {
    const { site } = layout();
    const s = await shellOn(site);
    for (const target of ['/', '/app.js', '/dudo-config.json']) {
      const a = await get(s.port, target, '', 'GET', `evil.example:${s.port}`);
      expect(a.status, target).toBe(403);
      expect(a.body).not.toContain('ws://');
    }
    expect((await get(s.port, '/app.js', '', 'GET', `localhost:${s.port}`)).status).toBe(200);
    expect((await get(s.port, '/app.js', '', 'GET', `192.168.1.20:${s.port}`)).status).toBe(200);
    expect((await get(s.port, '/dudo-config.json', 'Origin: http://evil.example\r\n')).status).toBe(403);
    const config = await get(s.port, '/dudo-config.json');
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toEqual({ wsUrl: `ws://127.0.0.1:${s.port}` });
  });

  it('every answer carries the CSP header (200, 400, 403, 404, 405), the page keeps its <meta> with this shell’s WebSocket', async () => {
    const { site } = layout();
    const s = await shellOn(site);
    const policy = webShellPolicy(PACKAGED_CSP, s.port, false).toLowerCase();
    for (const [target, method, host] of [
      ['/', 'GET', `127.0.0.1:${s.port}`],
      ['/%', 'GET', `127.0.0.1:${s.port}`],
      ['/link-out.txt', 'GET', `127.0.0.1:${s.port}`],
      ['/nothing', 'GET', `127.0.0.1:${s.port}`],
      ['/', 'POST', `127.0.0.1:${s.port}`],
      ['/', 'GET', 'evil.example'],
      ['/dudo-config.json', 'GET', `127.0.0.1:${s.port}`],
    ] as const) {
      const a = await get(s.port, target, method === 'POST' ? 'Content-Length: 0\r\n' : '', method, host);
      expect(a.headers, `${method} ${target} ${host}`).toContain(`content-security-policy: ${policy}`);
    }
    const page = await get(s.port, '/');
    expect(page.body).toContain(webShellPolicy(PACKAGED_CSP, s.port, false));
  });

  it('property: random request lines and paths never stop the server and never serve a file outside the folder', async () => {
    const { site } = layout();
    const s = await shellOn(site);
    const piece = fc.oneof(
      fc.constantFrom('..', '.', '%2e%2e', '%2E%2e', '%2f', '%2F', '%5c', '%', '%%', '%00', 'site-secret', 'secret.txt', 'outside.txt', 'link-out.txt', 'dir-out', 'link-in.js', 'sub', 'index.html', '~', '//', '%c0%af', '?', '#'),
      fc.string({ maxLength: 6 }),
      fc.stringMatching(/^[%0-9a-fA-F./]{0,8}$/),
    );
    const target = fc.array(piece, { maxLength: 8 }).map((xs) => `/${xs.join('/')}`.replace(/[\r\n ]/g, ''));
    const method = fc.oneof(fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'CONNECT'), fc.stringMatching(/^[A-Z]{1,8}$/));
    const line = fc.oneof(
      fc.tuple(method, target).map(([m, t]) => `${m} ${t} HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nConnection: close\r\n${m === 'GET' || m === 'HEAD' ? '' : 'Content-Length: 0\r\n'}\r\n`),
      // whole random request heads: the HTTP parser answers 400 or the guard does
      fc.string({ maxLength: 60 }).map((x) => `${x}\r\n\r\n`),
    );
    await fc.assert(
      fc.asyncProperty(line, async (request) => {
        const a = await raw(s.port, request, 300, false);
        expect(a.raw).not.toContain(SECRET);
      }),
      { numRuns: 400 },
    );
    // still up and serving
    expect((await get(s.port, '/app.js')).status).toBe(200);
    expect((await get(s.port, '/%')).status).toBe(400);
  });
});
