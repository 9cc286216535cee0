// IPC wiring: one ipcMain handler per contract channel; every message's sender is checked (our
// main page, top frame) before its payload reaches the host, which validates it with zod.
import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { CHANNELS, EVENT_CHANNEL, INTENT_PREFIX, errResult, type HostEvent, type Result } from '../../common/contract/index';
import type { GameHost, HostClient } from '../host/index';
import { isMainPage, type AppOrigin } from './policy';

export interface IpcWiring {
  /** The host client of the window (menus use it too). */
  readonly client: HostClient;
  dispose(): void;
}

export function wireIpc(host: GameHost, win: BrowserWindow, app: AppOrigin, log: (m: string) => void): IpcWiring {
  const client = host.connect((event: HostEvent) => {
    if (!win.isDestroyed()) win.webContents.send(EVENT_CHANNEL, event);
  });
  const senderOk = (e: IpcMainInvokeEvent): boolean => {
    const frame = e.senderFrame;
    return e.sender === win.webContents && frame !== null && frame === win.webContents.mainFrame && isMainPage(frame.url, app);
  };
  for (const channel of CHANNELS) {
    ipcMain.handle(`${INTENT_PREFIX}${channel}`, async (e, payload: unknown): Promise<Result<unknown>> => {
      if (!senderOk(e)) {
        log(`IPC ${channel} refused: sender ${e.senderFrame?.url ?? '(no frame)'} is not our page`);
        return errResult('FORBIDDEN', 'This page may not talk to the game host.');
      }
      return client.handle(channel, payload);
    });
  }
  return {
    client,
    dispose() {
      for (const channel of CHANNELS) ipcMain.removeHandler(`${INTENT_PREFIX}${channel}`);
      client.disconnect();
    },
  };
}
