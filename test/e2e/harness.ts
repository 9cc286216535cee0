// The e2e harness: the renderer built once with Vite, served with the real host behind a WebSocket.
// Uses the host engineer's web shell (main/web/shell.ts) when it exists; until then a thin
// stand-in with the same wire protocol (contract WsRequest / WsMessage).
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { WebSocketServer } from 'ws';
import { GameHost } from '../../main/host/index';
import type { HostEvent } from '../../main/contract/index';

const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-gl=angle',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

export function chromiumMissing(): string | null {
  return existsSync(CHROMIUM) ? null : `Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium" to run the e2e tests.`;
}

/** Builds the renderer into a temporary folder (once per process). */
let built: Promise<string> | null = null;
export function buildRenderer(): Promise<string> {
  built ??= (async () => {
    const outDir = join(ROOT, '.tmp', 'e2e-renderer');
    const { build } = await import('vite');
    const react = (await import('@vitejs/plugin-react')).default;
    await build({
      root: join(ROOT, 'renderer'),
      base: './',
      plugins: [react()],
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
    });
    return outDir;
  })();
  return built;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface Shell {
  readonly url: string;
  readonly host: GameHost | null;
  close(): Promise<void>;
}

/** Starts the renderer and the host; `url` opens the app already pointed at the host. */
export async function startShell(options: { botThinkMs?: number } = {}): Promise<Shell> {
  const dir = await buildRenderer();
  const userDataDir = mkdtempSync(join(tmpdir(), 'dudo-e2e-'));
  const host = new GameHost({ userDataDir, transport: 'websocket', botThinkMs: options.botThinkMs ?? 60, log: () => undefined });
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => {
    const client = host.connect((event: HostEvent) => ws.send(JSON.stringify({ kind: 'event', event })));
    ws.on('message', (data) => {
      let msg: { id: number; channel: unknown; payload: unknown };
      try {
        msg = JSON.parse(String(data)) as typeof msg;
      } catch {
        return;
      }
      void client.handle(msg.channel, msg.payload).then((result) => ws.send(JSON.stringify({ kind: 'reply', id: msg.id, result })));
    });
    ws.on('close', () => client.disconnect());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/?ws=${port}`,
    host,
    async close() {
      host.close();
      for (const c of wss.clients) c.terminate();
      wss.close();
      await new Promise((r) => server.close(r));
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
