// The application menu: new game, open/save record (with dialogs), settings, full screen, quit,
// and a developer entry that opens the dice lab. Accelerators follow each platform's habits.
import { readFile, writeFile } from 'node:fs/promises';
import { Menu, dialog, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import type { RecordExport, RecordSummary } from '../contract/index';
import type { HostClient } from '../host/index';

export interface MenuActions {
  readonly client: () => HostClient | null;
  readonly window: () => BrowserWindow | null;
  readonly notify: (command: 'new-game' | 'settings' | 'open-replay', summary?: RecordSummary) => void;
  readonly openDiceLab: () => void;
  readonly isDev: boolean;
}

const RECORD_FILTERS = [{ name: 'Dudo record', extensions: ['json', 'dudo'] }];

async function saveRecord(a: MenuActions): Promise<void> {
  const client = a.client();
  const win = a.window();
  if (!client || !win) return;
  const r = await client.handle('record:export', {});
  if (!r.ok) {
    await dialog.showMessageBox(win, { type: 'info', message: r.error.message });
    return;
  }
  const { text, suggestedName } = r.value as RecordExport;
  const choice = await dialog.showSaveDialog(win, { defaultPath: suggestedName, filters: RECORD_FILTERS });
  if (!choice.canceled && choice.filePath) await writeFile(choice.filePath, text, 'utf8');
}

async function openRecord(a: MenuActions): Promise<void> {
  const client = a.client();
  const win = a.window();
  if (!client || !win) return;
  const choice = await dialog.showOpenDialog(win, { properties: ['openFile'], filters: RECORD_FILTERS });
  const file = choice.filePaths[0];
  if (choice.canceled || !file) return;
  const text = await readFile(file, 'utf8');
  const r = await client.handle('record:import', { text });
  if (!r.ok) {
    await dialog.showMessageBox(win, { type: 'error', message: 'This file is not a Dudo record.', detail: r.error.message });
    return;
  }
  a.notify('open-replay', r.value as RecordSummary);
}

export function buildMenu(a: MenuActions): Menu {
  const isMac = process.platform === 'darwin';
  const run = (f: (a: MenuActions) => Promise<void>) => () => void f(a).catch((e: unknown) => console.error(e));
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: '&Game',
      submenu: [
        { label: 'New game', accelerator: 'CmdOrCtrl+N', click: () => a.notify('new-game') },
        { label: 'Open record…', accelerator: 'CmdOrCtrl+O', click: run(openRecord) },
        { label: 'Save record…', accelerator: 'CmdOrCtrl+S', click: run(saveRecord) },
        { type: 'separator' },
        { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: () => a.notify('settings') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit', accelerator: 'CmdOrCtrl+Q' },
      ],
    },
    {
      label: '&View',
      submenu: [{ role: 'togglefullscreen', accelerator: isMac ? 'Ctrl+Cmd+F' : 'F11' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }],
    },
    {
      label: '&Developer',
      submenu: [
        { label: 'Dice lab', accelerator: 'CmdOrCtrl+Shift+L', click: () => a.openDiceLab() },
        ...(a.isDev ? [{ role: 'toggleDevTools' as const }, { role: 'forceReload' as const }] : []),
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}
