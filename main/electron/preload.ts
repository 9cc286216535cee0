// The preload exposes one typed API, window.dudo, and nothing else (no raw ipcRenderer).
// Every payload is validated again in the main process; this side only forwards.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { DudoBridge, HostEvent, Result } from '../../common/contract/index';

// Kept literal (not imported) so the sandboxed preload bundles no zod: common/contract EVENT_CHANNEL, INTENT_PREFIX.
const EVENT_CHANNEL = 'dudo:event';
const INTENT_PREFIX = 'dudo:intent:';

const dudo: DudoBridge = {
  invoke(channel: string, payload: unknown): Promise<Result<unknown>> {
    if (typeof channel !== 'string' || channel.length > 64) {
      return Promise.resolve({ ok: false, error: { code: 'UNKNOWN_CHANNEL', message: 'A channel is a short string.' } });
    }
    return ipcRenderer.invoke(`${INTENT_PREFIX}${channel}`, payload) as Promise<Result<unknown>>;
  },
  onEvent(listener: (event: HostEvent) => void): () => void {
    const handler = (_e: IpcRendererEvent, event: HostEvent): void => listener(event);
    ipcRenderer.on(EVENT_CHANNEL, handler);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, handler);
    };
  },
};

contextBridge.exposeInMainWorld('dudo', dudo);
