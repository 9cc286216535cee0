// Issue 38 item 5: the server serves the built renderer, so the invite link `http://<server>/join/CODE#SECRET`
// opens the table in a plain browser. A real server in-process on 127.0.0.1 (free port) over a small fake
// renderer folder; raw HTTP requests (node:http keeps the path as written: '..' and %2e%2e reach the server).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from '../../main/electron/policy';
import { PAGE_CSP, pageTarget, rendererDir } from '../../server/page-site';
import { testServer } from './helpers';

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

function get(port: number, path: string, method = 'GET'): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', fail);
    req.end();
  });
}

const PAGE = `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${PAGE_CSP}" /></head><body><script type="module" src="./assets/index-abc.js"></script></body></html>`;
const SECRET_OUTSIDE = 'NOT-FOR-THE-BROWSER';

describe('the server serves the built renderer for invite links (issue 38 item 5)', () => {
  let base: string;
  let dir: string;
  let server: Awaited<ReturnType<typeof testServer>>;
  beforeAll(async () => {
    base = mkdtempSync(join(tmpdir(), 'dudo-page-'));
    dir = join(base, 'renderer');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), PAGE);
    writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log("dudo");');
    // a file next to the folder: no request may read it
    writeFileSync(join(base, 'secret.txt'), SECRET_OUTSIDE);
    server = await testServer({ rendererDir: dir });
  });
  afterAll(async () => {
    await server.stop();
    rmSync(base, { recursive: true, force: true });
  });

  it('GET /join/CODE answers the page with a CSP whose connect-src names the server’s own socket', async () => {
    const port = server.server.port;
    // the fragment (#SECRET) never leaves the browser; a client that sent it is still answered the page
    for (const path of ['/join/ABCDEF', '/join/ABCDEF/', '/join/ABC#x']) {
      const a = await get(port, path);
      expect(a.status, path).toBe(200);
      expect(a.headers['content-type']).toMatch(/^text\/html/);
      expect(a.body).toContain('./assets/index-abc.js');
      const csp = String(a.headers['content-security-policy']);
      expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${port} wss://127.0.0.1:${port}`);
      expect(csp).toContain("script-src 'self';");
      // the page's own <meta> says the same
      expect(a.body).toContain(`ws://127.0.0.1:${port}`);
    }
  });

  it('the page’s assets load from where the relative base puts them (/join/assets/…) and from /assets/…', async () => {
    const port = server.server.port;
    for (const path of ['/join/assets/index-abc.js', '/join/ABCDEF/assets/index-abc.js', '/assets/index-abc.js']) {
      const a = await get(port, path);
      expect(a.status, path).toBe(200);
      expect(a.headers['content-type']).toBe('text/javascript');
      expect(a.body).toBe('console.log("dudo");');
    }
    expect((await get(port, '/assets/nothing.js')).status).toBe(404);
    const head = await get(port, '/join/ABCDEF', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect((await get(port, '/join/ABCDEF', 'POST')).status).toBe(405);
  });

  it('a path outside the folder is refused (no traversal), and never answers the file', async () => {
    const port = server.server.port;
    for (const path of ['/join/../secret.txt', '/assets/../../secret.txt', '/join/%2e%2e/%2e%2e/secret.txt', '/assets/%2e%2e/secret.txt', '/assets/..%2fsecret.txt', '/join/assets/..%5c..%5csecret.txt', '/assets/%00', '/assets/%zz']) {
      const a = await get(port, path);
      expect([400, 403, 404], path).toContain(a.status);
      expect(a.body, path).not.toContain(SECRET_OUTSIDE);
    }
    // the pure core says why
    expect(pageTarget('/assets/../secret.txt')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(pageTarget('/join/%2e%2e/x')).toMatchObject({ kind: 'refuse', status: 403 });
    expect(pageTarget('/assets/%zz')).toMatchObject({ kind: 'refuse', status: 400 });
    expect(pageTarget('/join/ABC/deeper/page')).toMatchObject({ kind: 'refuse', status: 404 });
    expect(pageTarget('/matchmake/joinById/ABC')).toEqual({ kind: 'not-ours' });
  });

  it('the page’s base policy is the packaged one (main/electron/policy.ts, the page’s own <meta>)', () => {
    expect(PAGE_CSP).toBe(CSP);
  });

  it('Colyseus’s own routes still answer (the matchmaker’s health check)', async () => {
    const a = await get(server.server.port, '/__healthcheck');
    expect(a.status).toBe(200);
  });
});

describe('a server without a built renderer', () => {
  it('answers /join/CODE with a clear 503 text that says how to build it', async () => {
    const server = await testServer({ rendererDir: null });
    try {
      const a = await get(server.server.port, '/join/ABCDEF');
      expect(a.status).toBe(503);
      expect(a.headers['content-type']).toMatch(/^text\/plain/);
      expect(a.body).toContain('npm run build');
      expect(a.body).toContain('RENDERER_DIR');
    } finally {
      await server.stop();
    }
  });

  it('a folder gone since start is a 404 with the same text, and rendererDir finds no folder without an index.html', async () => {
    const gone = mkdtempSync(join(tmpdir(), 'dudo-page-gone-'));
    const server = await testServer({ rendererDir: gone });
    try {
      const a = await get(server.server.port, '/join/ABCDEF');
      expect(a.status).toBe(404);
      expect(a.body).toContain('RENDERER_DIR');
      expect(rendererDir(gone, gone)).toBeNull();
      expect(rendererDir(gone, undefined)).toBeNull();
    } finally {
      await server.stop();
      rmSync(gone, { recursive: true, force: true });
    }
  });
});
