// The renderer's client of the host: the only renderer code that knows the transport.
// Under Electron it speaks through `window.dudo` (the preload's bridge); in a browser (the web
// shell, `npm run dev:web`) through a WebSocket to 127.0.0.1. Everything else uses DudoClient.
import {
  WEB_CONFIG_PATH,
  type Channel,
  type DudoBridge,
  type HostEvent,
  type Payload,
  type Reply,
  type Result,
  type WebShellConfig,
} from '../../../common/contract/index';
import { createChannelClient, jsonProtocol, protocolParts, type ChannelClient, type Protocol } from '../../../common/channel/index';
import { inviteFromLocation, roomPageClient, type JoinRoom } from './room';
import { openWebSocket } from './ws-protocol';
import { SDK_RECONNECTION } from '../../../common/online/rejoin';

/** Joins with @colyseus/sdk, loaded only by a page opened from an invite link. */
export const sdkJoin: JoinRoom = async (server, code, options) => {
  const { Client } = await import('@colyseus/sdk');
  const room = await new Client(server).joinById(code, options);
  // a few quick tries to the same process; then the page looks for the table by its code (room.ts, issue 38)
  Object.assign(room.reconnection, SDK_RECONNECTION);
  return { send: (t, m) => room.send(t, m), onMessage: (t, l) => room.onMessage(t, l), onLeave: (l) => void room.onLeave((code: number) => l(code)), leave: () => room.leave(true) };
};

export type { Channel, HostEvent, Payload, Reply, Result } from '../../../common/contract/index';

/** `room`: a browser opened from an online table's invite link, a client of the room itself (client/room.ts, issue 38 item 5). */
export type Transport = 'electron' | 'websocket' | 'phone' | 'room';

export interface DudoClient {
  readonly transport: Transport;
  /** Sends an intent; resolves with the host's reply (never rejects: transport failures are `DISCONNECTED` errors). */
  invoke<C extends Channel>(channel: C, payload: Payload<C>): Promise<Result<Reply<C>>>;
  /** Listens to the host's events; returns an unsubscribe function. */
  onEvent(listener: (event: HostEvent) => void): () => void;
  /** Closes the connection (WebSocket) or drops the listeners (Electron). */
  close(): void;
}

/** The preload's bridge, read without a global declaration (the page may declare its own). */
function windowBridge(): DudoBridge | undefined {
  return (globalThis as { dudo?: DudoBridge }).dudo;
}

export interface ClientOptions {
  /** Use this bridge (tests); default `window.dudo`. */
  readonly bridge?: DudoBridge;
  /** Use this WebSocket URL; default from `?ws=PORT`, else from GET /dudo-config.json. */
  readonly wsUrl?: string;
}

/** Picks the transport: `window.dudo` under Electron, else a WebSocket to the web shell. */
export function createClient(options: ClientOptions = {}): DudoClient {
  const bridge = options.bridge ?? windowBridge();
  if (bridge) return bridgeClient(bridge);
  // issue 38 item 5: the page the server served for an invite link joins the room itself
  const invite = typeof location !== 'undefined' ? inviteFromLocation(location) : null;
  if (invite) return roomPageClient(invite.server, sdkJoin);
  return webSocketClient(options.wsUrl ?? null);
}

/** The preload's bridge as a protocol: Electron IPC implements only send and receive (issue 39 item 3). */
function bridgeProtocol(bridge: DudoBridge): Protocol<unknown> {
  let off: () => void = () => undefined;
  const parts = protocolParts<unknown>({ send: (m) => bridge.send(m), close: () => off() });
  off = bridge.onMessage((m) => parts.emit(m));
  return parts.protocol;
}

function bridgeClient(bridge: DudoBridge): DudoClient {
  return channelClient('electron', createChannelClient({ connect: async () => bridgeProtocol(bridge) }));
}

/** A DudoClient over the channel client: request/reply, ids and close live there once. */
function channelClient(transport: Transport, channel: ChannelClient): DudoClient {
  return {
    transport,
    invoke: <C extends Channel>(c: C, payload: Payload<C>) => channel.request(c, payload) as Promise<Result<Reply<C>>>,
    onEvent: (listener) => channel.onEvent(listener),
    close: () => channel.close(),
  };
}

/**
 * The WebSocket URL from `?ws=PORT&token=...` (or `?ws=ws://127.0.0.1:PORT`), else null. The web
 * shell refuses a socket without its per-run token, so the token is passed on when the page has one.
 */
export function wsUrlFromLocation(search: string): string | null {
  const params = new URLSearchParams(search);
  const value = params.get('ws');
  if (!value) return null;
  let base: string | null = null;
  if (/^\d{1,5}$/.test(value)) base = `ws://127.0.0.1:${value}`;
  else if (/^ws:\/\/127\.0\.0\.1:\d{1,5}\/?$/.test(value)) base = value.replace(/\/$/, '');
  if (!base) return null;
  const token = params.get('token');
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? `${base}/?token=${token}` : base;
}

async function resolveWsUrl(explicit: string | null): Promise<string> {
  if (explicit) return explicit;
  const fromQuery = typeof location !== 'undefined' ? wsUrlFromLocation(location.search) : null;
  if (fromQuery) return fromQuery;
  const res = await fetch(WEB_CONFIG_PATH);
  const config = (await res.json()) as WebShellConfig;
  return config.wsUrl;
}

function webSocketClient(explicitUrl: string | null): DudoClient {
  const channel = createChannelClient({ connect: async () => jsonProtocol((await openWebSocket(await resolveWsUrl(explicitUrl))).frames) });
  if (typeof WebSocket !== 'undefined') channel.connect();
  return channelClient('websocket', channel);
}
