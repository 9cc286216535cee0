// The transports: Electron's channel names and bridge, the WebSocket shell's wire messages and config.
import { z } from 'zod';
import type { HostEvent } from './events';
import type { Result } from './errors';
import { intSchema as int } from './payloads';

export const CONTRACT_VERSION = 1;

/** Electron: the one channel main -> renderer events travel on (webContents.send). */
export const EVENT_CHANNEL = 'dudo:event';
/** Electron: intents are invoked on `dudo:intent:<channel>` (ipcMain.handle). */
export const INTENT_PREFIX = 'dudo:intent:';


/** What the preload exposes as `window.dudo` (and nothing else). */
export interface DudoBridge {
  invoke(channel: string, payload: unknown): Promise<Result<unknown>>;
  /** Returns an unsubscribe function. */
  onEvent(listener: (event: HostEvent) => void): () => void;
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
