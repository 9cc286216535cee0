// The preload exposes one typed API, window.dudo, and nothing else (no raw ipcRenderer): the two
// halves of a message-passing protocol (issue 39 item 3). Request ids, replies and events live in
// common/channel on both ends; every message is checked again in the main process (sender, schema).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { DudoBridge } from '../../common/contract/index';

// Kept literal (not imported) so the sandboxed preload bundles no zod: common/contract IPC_TO_HOST, IPC_TO_PAGE.
const IPC_TO_HOST = 'dudo:to-host';
const IPC_TO_PAGE = 'dudo:to-page';

const dudo: DudoBridge = {
  send(message: unknown): void {
    ipcRenderer.send(IPC_TO_HOST, message);
  },
  onMessage(listener: (message: unknown) => void): () => void {
    const handler = (_e: IpcRendererEvent, message: unknown): void => listener(message);
    ipcRenderer.on(IPC_TO_PAGE, handler);
    return () => {
      ipcRenderer.removeListener(IPC_TO_PAGE, handler);
    };
  },
};

contextBridge.exposeInMainWorld('dudo', dudo);
