// The application menu: new game, open/save record (with dialogs), settings, full screen, quit,
// the rules and Learn to play (Help), and a developer entry that opens the dice lab; in the app's language (menu-words.ts).
// Accelerators follow each platform's habits.
import { readFile, writeFile } from 'node:fs/promises';
import { Menu, dialog, type BrowserWindow, type MenuItemConstructorOptions } from 'electron';
import type { HostEvent, RecordExport, RecordSummary } from '../../common/contract/index';
import type { HostClient } from '../host/index';
import type { MenuWords } from './menu-words';

export type MenuCommand = Extract<HostEvent, { type: 'menu' }>['command'];

export interface MenuActions {
  readonly words: MenuWords;
  readonly client: () => HostClient | null;
  readonly window: () => BrowserWindow | null;
  readonly notify: (command: MenuCommand, summary?: RecordSummary) => void;
  readonly openDiceLab: () => void;
  readonly isDev: boolean;
}

const recordFilters = (w: MenuWords): Electron.FileFilter[] => [{ name: w.recordFilter, extensions: ['json', 'dudo'] }];

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
  const choice = await dialog.showSaveDialog(win, { defaultPath: suggestedName, filters: recordFilters(a.words) });
  if (!choice.canceled && choice.filePath) await writeFile(choice.filePath, text, 'utf8');
}

async function openRecord(a: MenuActions): Promise<void> {
  const client = a.client();
  const win = a.window();
  if (!client || !win) return;
  const choice = await dialog.showOpenDialog(win, { properties: ['openFile'], filters: recordFilters(a.words) });
  const file = choice.filePaths[0];
  if (choice.canceled || !file) return;
  const text = await readFile(file, 'utf8');
  const r = await client.handle('record:import', { text });
  if (!r.ok) {
    await dialog.showMessageBox(win, { type: 'error', message: a.words.notARecord, detail: r.error.message });
    return;
  }
  a.notify('open-replay', r.value as RecordSummary);
}

export function buildMenu(a: MenuActions): Menu {
  const isMac = process.platform === 'darwin';
  const run = (f: (a: MenuActions) => Promise<void>) => () => void f(a).catch((e: unknown) => console.error(e));
  const w = a.words;
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: w.game,
      submenu: [
        { label: w.newGame, accelerator: 'CmdOrCtrl+N', click: () => a.notify('new-game') },
        { label: w.openRecord, accelerator: 'CmdOrCtrl+O', click: run(openRecord) },
        { label: w.saveRecord, accelerator: 'CmdOrCtrl+S', click: run(saveRecord) },
        { type: 'separator' },
        { label: w.settings, accelerator: 'CmdOrCtrl+,', click: () => a.notify('settings') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit', accelerator: 'CmdOrCtrl+Q' },
      ],
    },
    {
      label: w.view,
      submenu: [{ role: 'togglefullscreen', accelerator: isMac ? 'Ctrl+Cmd+F' : 'F11' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }],
    },
    {
      label: w.developer,
      submenu: [
        { label: w.diceLab, accelerator: 'CmdOrCtrl+Shift+L', click: () => a.openDiceLab() },
        ...(a.isDev ? [{ role: 'toggleDevTools' as const }, { role: 'forceReload' as const }] : []),
      ],
    },
    {
      label: w.help,
      role: 'help',
      submenu: [
        // F1 is shown, not registered: the page's own F1 opens and closes the rules wherever the focus is
        { label: w.rules, accelerator: 'F1', registerAccelerator: false, click: () => a.notify('rules') },
        { label: w.learnToPlay, click: () => a.notify('learn') },
      ],
    },
  ];
  return Menu.buildFromTemplate(template);
}
