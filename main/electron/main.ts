// The Electron main process: one window, the engine reached over IPC.
// This is the only folder that may import `electron` (ARCHITECTURE.md).
import { app, BrowserWindow, ipcMain } from 'electron';
import { join } from 'node:path';
import { listPresets } from '../../engine/index';

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1280,
    height: 800,
    title: 'Dudo',
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    },
  });
  const devUrl = process.env['ELECTRON_RENDERER_URL'];
  if (devUrl) void win.loadURL(devUrl);
  else void win.loadFile(join(import.meta.dirname, '../renderer/index.html'));
}

ipcMain.handle('dudo:presets', () => listPresets());

void app.whenReady().then(createWindow);
app.on('window-all-closed', () => app.quit());
