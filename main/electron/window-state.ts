// The window's size and position, remembered in window.json in the user data folder.
import { screen, type BrowserWindow } from 'electron';
import { z } from 'zod';
import { loadVersioned, saveVersioned, type VersionedFile } from '../host/storage';
import { visibleBounds, type Bounds } from './policy';

const boundsSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  maximized: z.boolean().optional(),
  fullScreen: z.boolean().optional(),
});

const WINDOW_FILE: VersionedFile<Bounds | null> = { name: 'window.json', version: 1, schema: boundsSchema.nullable(), defaults: () => null };

export function loadBounds(dir: string): Bounds {
  const saved = loadVersioned(dir, WINDOW_FILE).value;
  return visibleBounds(saved, screen.getAllDisplays().map((d) => d.workArea));
}

/** Saves the bounds when the window moves, resizes or closes (debounced). */
export function rememberBounds(win: BrowserWindow, dir: string): void {
  let timer: NodeJS.Timeout | null = null;
  const save = (): void => {
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds();
    saveVersioned(dir, WINDOW_FILE, { ...b, maximized: win.isMaximized(), fullScreen: win.isFullScreen() });
  };
  const later = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('close', () => {
    if (timer) clearTimeout(timer);
    save();
  });
}
