// The web shell for development and tests: the same GameHost in plain Node behind a WebSocket on
// 127.0.0.1, and the renderer served on the same port (Vite dev server in middleware mode, or a
// built folder). The page learns the WebSocket from `?ws=PORT&token=...` (the URL this returns); GET
// /dudo-config.json gives the address only, never the token. A WebSocket upgrade without this run's
// token is refused (401) before it reaches the host (token.ts).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { jsonProtocol, serveChannel } from '../../common/channel/index';
import { WEB_CONFIG_PATH, type WebShellConfig } from '../../common/contract/index';
import { GameHost, type HostOptions } from '../host/index';
import { PACKAGED_CSP, webShellHtml, webShellPolicy } from './csp';
import { allowedHosts, createStaticSite, guard } from './static-server';
import { buildPhonePage } from './phone-page';
import { PhonesListener, type PhonesOptions } from './phones';
import { newShellToken, requestHasToken } from './token';
import { wsFrames } from './ws-protocol';
import { DEFAULT_SEND_LIMIT_BYTES, DEFAULT_SLOW_CLIENT_GRACE_MS } from './ws-send';


const ROOT = resolve(import.meta.dirname, '../..');

export interface WebShellOptions {
  /** The port for the page and the WebSocket (default: a free one). */
  readonly port?: number;
  readonly userDataDir: string;
  readonly botThinkMs?: number;
  readonly diceTimeoutMs?: number;
  /** 'dev': Vite serves renderer/ (with HMR); 'none': only the WebSocket; { dir }: a built renderer folder. */
  readonly serveRenderer?: 'dev' | 'none' | { readonly dir: string };
  readonly log?: (message: string) => void;
  /** Bound on a client's unsent bytes; past it the client is dropped (default 4 MiB: ws-send.ts). */
  readonly sendLimitBytes?: number;
  /** How long a dropped client has to read its close frame before its socket is destroyed (default 5 s). */
  readonly slowClientGraceMs?: number;
  /** Host names or addresses answered besides 127.0.0.1 and localhost (a LAN listener's address), with this port. */
  readonly extraHosts?: readonly string[];
  /** The phones' listener (issue 28): where it listens (default: the LAN address), its port and caps. It serves the built renderer folder when `serveRenderer` is one; it listens only while a phones game runs. */
  readonly phones?: PhonesOptions;
  /** Issue 38: online play (main/online): the room connector and the server when the setting is empty. */
  readonly online?: HostOptions['online'];
  /** Under `serveRenderer: 'dev'`: builds the phone page (default: buildPhonePage, a Vite build into .tmp/phone-page; issue 42 item 1). */
  readonly buildPhonePage?: (log: (message: string) => void) => Promise<string | null>;
}

export interface WebShell {
  /** Open this page: the renderer, pointed at the host (`?ws=PORT&token=...`). */
  readonly url: string;
  /** The host's WebSocket, this run's token included (`ws://127.0.0.1:PORT/?token=...`). */
  readonly wsUrl: string;
  /** This run's token (256 random bits): a WebSocket without it is refused. */
  readonly token: string;
  readonly port: number;
  readonly host: GameHost;
  /** The phones' listener (up only while a phones game runs). */
  readonly phones: PhonesListener;
  /** WebSockets open now (ours, not Vite's). */
  connections(): number;
  close(): Promise<void>;
}

function appVersion(): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

/** Wires one WebSocket to a host client: the channel server over JSON frames (issue 39 item 3; common/channel). */
function attach(host: GameHost, ws: WebSocket, log: (m: string) => void, limits: { sendLimitBytes: number; slowClientGraceMs: number }): void {
  const frames = wsFrames(ws, {
    limitBytes: limits.sendLimitBytes,
    graceMs: limits.slowClientGraceMs,
    onDrop: (unsent) => log(`websocket client ${server.client.id}: dropped, ${unsent} bytes unsent (it stopped reading)`),
  });
  const server = serveChannel(jsonProtocol(frames), (push) => host.connect(push));
  ws.on('error', (e) => log(`websocket: ${e.message}`));
}

export async function startWebShell(options: WebShellOptions): Promise<WebShell> {
  const log = options.log ?? ((m: string) => console.warn(`[dudo web] ${m}`));
  const mode = options.serveRenderer ?? 'dev';
  // issue 42 item 1: the phones get the built folder, or in dev a build made now
  const phonesDir = typeof mode === 'object' ? mode.dir : mode === 'dev' ? (options.buildPhonePage ?? buildPhonePage)(log) : null;
  // issue 42 item 11: the phonesAddress setting, read when a phones game starts (options.phones.address overrides it)
  const phones = new PhonesListener({ rendererDir: phonesDir, log, address: () => host.settings.phonesAddress, ...options.phones });
  const host: GameHost = new GameHost({
    phones,
    userDataDir: options.userDataDir,
    transport: 'websocket',
    appVersion: appVersion(),
    log,
    ...(options.botThinkMs !== undefined ? { botThinkMs: options.botThinkMs } : {}),
    ...(options.diceTimeoutMs !== undefined ? { diceTimeoutMs: options.diceTimeoutMs } : {}),
    ...(options.online ? { online: options.online } : {}),
  });
  void host.warmUp();
  const token = newShellToken();
  const limits = { sendLimitBytes: options.sendLimitBytes ?? DEFAULT_SEND_LIMIT_BYTES, slowClientGraceMs: options.slowClientGraceMs ?? DEFAULT_SLOW_CLIENT_GRACE_MS };
  let port = 0;
  let handler: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | null = null;
  let hosts: ReadonlySet<string> = new Set();
  // the policy of the pages this shell serves, sent as a header on every answer (static-server.ts)
  const csp = (): string => webShellPolicy(PACKAGED_CSP, port, mode === 'dev');
  const site = typeof mode === 'object' ? await createStaticSite({ dir: mode.dir, csp, html: (text) => webShellHtml(text, port, false) }) : null;
  const server: Server = createServer((req, res) => {
    // one guard for every answer: GET/HEAD only, a Host of the allow-list, a well-formed path
    const d = guard(req, res, hosts, csp());
    if (d.kind === 'refuse') return;
    if (d.path === WEB_CONFIG_PATH) {
      const origin = req.headers.origin;
      if (origin !== undefined && origin !== `http://127.0.0.1:${port}` && origin !== `http://localhost:${port}`) {
        res.writeHead(403, { 'content-security-policy': csp() }).end();
        return;
      }
      const config: WebShellConfig = { wsUrl: `ws://127.0.0.1:${port}` };
      const body = JSON.stringify(config);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store', 'content-security-policy': csp(), 'content-length': String(Buffer.byteLength(body)) });
      res.end(d.head ? undefined : body);
      return;
    }
    if (handler) {
      res.setHeader('content-security-policy', csp());
      handler(req, res, () => res.writeHead(404).end());
    } else if (site) void site.serve(d.path, d.head, res);
    else res.writeHead(404, { 'content-security-policy': csp() }).end();
  });

  let vite: { close(): Promise<void>; middlewares: (req: IncomingMessage, res: ServerResponse, next: () => void) => void } | null = null;
  if (mode === 'dev') {
    const { createServer: createVite } = await import('vite');
    const react = (await import('@vitejs/plugin-react')).default;
    const v = await createVite({
      configFile: false,
      root: join(ROOT, 'renderer'),
      plugins: [react(), { name: 'dudo-dev-csp', transformIndexHtml: (html: string) => webShellHtml(html, port, true) }],
      server: { middlewareMode: true, hmr: { server } },
      appType: 'spa',
      logLevel: 'warn',
    });
    vite = v;
    handler = (req, res, next) => v.middlewares(req, res, next);
  }

  // Our WebSocket shares the port with Vite's HMR socket: HMR upgrades carry the vite-hmr protocol.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (String(req.headers['sec-websocket-protocol'] ?? '').includes('vite-hmr')) return;
    if (!requestHasToken(req.url, token)) {
      socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    const origin = req.headers.origin;
    // Only our page (or a non-browser client, which sends no Origin) may drive the host.
    if (origin !== undefined && origin !== `http://127.0.0.1:${port}` && origin !== `http://localhost:${port}`) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => attach(host, ws, log, limits));
  });

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => ok());
  });
  port = (server.address() as { port: number }).port;
  hosts = allowedHosts(port, options.extraHosts);
  return {
    url: `http://127.0.0.1:${port}/?ws=${port}&token=${token}`,
    wsUrl: `ws://127.0.0.1:${port}/?token=${token}`,
    token,
    port,
    host,
    phones,
    connections: () => wss.clients.size,
    async close() {
      for (const c of wss.clients) c.terminate();
      wss.close();
      await vite?.close();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await host.close();
    },
  };
}
