// Electron IPC as a protocol (issue 39 item 3): the page's messages arrive on IPC_TO_HOST, the host's
// leave on IPC_TO_PAGE; the channel server (common/channel) does the rest, as for a WebSocket. Every
// message's sender is checked (our main page, top frame) before it reaches the channel; another
// frame's request is answered FORBIDDEN and reaches nothing.
import { ipcMain, type BrowserWindow, type IpcMainEvent } from 'electron';
import { CLOSE, protocolParts, replyIdOf, serveChannel } from '../../common/channel/index';
import { IPC_TO_HOST, IPC_TO_PAGE, errResult, type HostEvent, type WsMessage } from '../../common/contract/index';
import type { GameHost, HostClient } from '../host/index';
import { isMainPage, type AppOrigin } from './policy';

export interface IpcWiring {
  /** The host client of the window (menus use it too). */
  readonly client: HostClient;
  /** Tells the page an event that is not the host's (a menu command). */
  notify(event: HostEvent): void;
  dispose(): void;
}

export function wireIpc(host: GameHost, win: BrowserWindow, app: AppOrigin, log: (m: string) => void): IpcWiring {
  const toPage = (m: unknown): void => {
    if (!win.isDestroyed()) win.webContents.send(IPC_TO_PAGE, m);
  };
  const parts = protocolParts<unknown>({ send: toPage, close: () => undefined });
  const server = serveChannel(parts.protocol, (push) => host.connect(push));
  const senderOk = (e: IpcMainEvent): boolean => {
    const frame = e.senderFrame;
    return e.sender === win.webContents && frame !== null && frame === win.webContents.mainFrame && isMainPage(frame.url, app);
  };
  const fromPage = (e: IpcMainEvent, message: unknown): void => {
    if (senderOk(e)) return parts.emit(message);
    log(`IPC refused: sender ${e.senderFrame?.url ?? '(no frame)'} is not our page`);
    const refused: WsMessage = { kind: 'reply', id: replyIdOf(message), result: errResult('FORBIDDEN', 'This page may not talk to the game host.') };
    e.reply(IPC_TO_PAGE, refused);
  };
  ipcMain.on(IPC_TO_HOST, fromPage);
  return {
    client: server.client,
    notify: (event) => toPage({ kind: 'event', event } satisfies WsMessage),
    dispose() {
      ipcMain.removeListener(IPC_TO_HOST, fromPage);
      server.close(CLOSE.ended, 'the window closed');
    },
  };
}
