// Issue 38 item 1: DUDO_SERVER gives the server when the setting is empty (tests, a shared install);
// it obeys the setting's rule (ws:// only to loopback and private addresses).
import { checkServerAddress } from '../../common/contract/index';
import { colyseusConnector } from './colyseus-link';
import type { RoomConnector } from './room-link';

export type ServerFromEnv = { readonly ok: true; readonly server: string | null } | { readonly ok: false; readonly message: string };

export function serverFromEnv(env: NodeJS.ProcessEnv = process.env): ServerFromEnv {
  const text = env['DUDO_SERVER']?.trim();
  if (!text) return { ok: true, server: null };
  const checked = checkServerAddress(text);
  return checked.ok ? { ok: true, server: checked.url } : { ok: false, message: `DUDO_SERVER: ${checked.message}` };
}

/** The host's online option for a shell: the sdk's connector and DUDO_SERVER (a refused one is logged and not used). */
export function onlineOption(log: (message: string) => void, env: NodeJS.ProcessEnv = process.env): { connector: RoomConnector; defaultServer: string | null } {
  const server = serverFromEnv(env);
  if (!server.ok) log(server.message);
  return { connector: colyseusConnector(), defaultServer: server.ok ? server.server : null };
}
