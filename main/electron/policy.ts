// The Electron shell's security policy as plain data and pure functions (no `electron` import, so
// tests check it in plain Node): which URLs are our app, the CSP, the window's web preferences.

/** The renderer's Content-Security-Policy; renderer/index.html carries the same text (a test keeps them equal). */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self' ws://127.0.0.1:*; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'";

/** Where the renderer comes from: the electron-vite dev server, or the packaged files. */
export type AppOrigin = { readonly kind: 'dev'; readonly origin: string } | { readonly kind: 'file'; readonly rendererDir: string };

/** Whether `url` is a page of our app (the only pages that may navigate, and send IPC). */
export function isAppUrl(url: string, app: AppOrigin): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (app.kind === 'dev') return u.origin === new URL(app.origin).origin;
  if (u.protocol !== 'file:') return false;
  let dir = app.rendererDir.replace(/\\/g, '/');
  if (!dir.startsWith('/')) dir = `/${dir}`; // Windows: file:///C:/...
  if (!dir.endsWith('/')) dir = `${dir}/`;
  const path = decodeURIComponent(u.pathname);
  return path.startsWith(dir) && !path.includes('/../');
}

/** Whether `url` is our main page (index.html): only it may use the host's IPC (the dice lab may not). */
export function isMainPage(url: string, app: AppOrigin): boolean {
  if (!isAppUrl(url, app)) return false;
  const path = new URL(url).pathname;
  return path === '/' || path.endsWith('/index.html');
}

/**
 * The web preferences of every window: isolated, sandboxed, no Node (ARCHITECTURE.md). main.ts writes
 * them out literally (so electronegativity can read them); test/electron/policy.test.ts keeps both equal.
 */
export function secureWebPreferences(preload: string | null): {
  contextIsolation: true;
  sandbox: true;
  nodeIntegration: false;
  nodeIntegrationInWorker: false;
  nodeIntegrationInSubFrames: false;
  webSecurity: true;
  allowRunningInsecureContent: false;
  experimentalFeatures: false;
  webviewTag: false;
  spellcheck: false;
  navigateOnDragDrop: false;
  disableBlinkFeatures: 'Auxclick';
  preload?: string;
} {
  return {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    spellcheck: false,
    navigateOnDragDrop: false,
    disableBlinkFeatures: 'Auxclick', // middle-click opens no new window
    ...(preload ? { preload } : {}),
  };
}

export interface Bounds {
  readonly x?: number;
  readonly y?: number;
  readonly width: number;
  readonly height: number;
  readonly maximized?: boolean;
  readonly fullScreen?: boolean;
}

export const DEFAULT_BOUNDS: Bounds = { width: 1280, height: 800 };

type Rect = { readonly x: number; readonly y: number; readonly width: number; readonly height: number };

/** Saved bounds, kept only when the window's title bar would be on a display (a monitor may be gone). */
export function visibleBounds(saved: Bounds | null, displays: readonly Rect[]): Bounds {
  if (!saved) return DEFAULT_BOUNDS;
  const width = Math.max(800, Math.min(saved.width, 10_000));
  const height = Math.max(600, Math.min(saved.height, 10_000));
  if (saved.x === undefined || saved.y === undefined) return { ...saved, width, height };
  const { x, y } = saved;
  const onScreen = displays.some((d) => x + 100 > d.x && x + 100 < d.x + d.width && y + 20 > d.y && y + 20 < d.y + d.height);
  return onScreen ? { ...saved, width, height } : { width, height, ...(saved.maximized ? { maximized: true } : {}) };
}
