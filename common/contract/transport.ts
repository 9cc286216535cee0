// The transports: Electron's channel names and bridge, the WebSocket shell's wire messages and config.
import { z } from 'zod';
import type { HostEvent } from './events';
import type { Result } from './errors';
import { intSchema as int } from './payloads';

export const CONTRACT_VERSION = 1;

/** Electron: the IPC channel the page's messages travel on to the host (ipcRenderer.send; issue 39 item 3: a protocol like any other). */
export const IPC_TO_HOST = 'dudo:to-host';
/** Electron: the IPC channel the host's messages (replies and events) travel on to the page (webContents.send). */
export const IPC_TO_PAGE = 'dudo:to-page';

/**
 * What the preload exposes as `window.dudo` (and nothing else): a message-passing protocol's two
 * halves. The messages are the channel's (common/channel): `{id, channel, payload}` up, WsMessage down.
 */
export interface DudoBridge {
  send(message: unknown): void;
  /** Returns an unsubscribe function. */
  onMessage(listener: (message: unknown) => void): () => void;
}

/** WebSocket wire messages (main/web shell): client -> server. */
export const wsRequestSchema = z
  .object({ id: int.min(0), channel: z.string().max(64), payload: z.unknown() })
  .strict();
export type WsRequest = z.infer<typeof wsRequestSchema>;

/** WebSocket wire messages: server -> client. */
export type WsMessage = { readonly kind: 'reply'; readonly id: number; readonly result: Result<unknown> } | { readonly kind: 'event'; readonly event: HostEvent };

/** The browser client finds the WebSocket port in the `?ws=PORT` query, else in GET /dudo-config.json. */
export interface WebShellConfig {
  readonly wsUrl: string;
}
export const WEB_CONFIG_PATH = '/dudo-config.json';
