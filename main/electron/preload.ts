// The preload exposes one typed API, window.dudo, and nothing else.
import { contextBridge, ipcRenderer } from 'electron';

const api = {
  presets: (): Promise<unknown> => ipcRenderer.invoke('dudo:presets'),
};
export type DudoApi = typeof api;
contextBridge.exposeInMainWorld('dudo', api);
