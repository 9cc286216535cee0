// The Electron shell's security policy as plain data and pure functions (no `electron` import, so
// tests check it in plain Node): which URLs are our app, the CSP, the window's web preferences.

/**
 * The packaged renderer's Content-Security-Policy; renderer/index.html and lab.html carry the same
 * text (a test keeps them equal) and the app:// handler sends it as a header too. No 'unsafe-inline'
 * anywhere: React's `style={}` sets styles through the CSSOM (element.style), which CSP does not
 * govern; only parsed `style="..."` attributes and <style> elements would need it, and the built
 * pages have none (Vite emits <link> stylesheets). No ws: source: only the browser shell speaks
 * WebSocket, and it adds its own port when it serves the page (main/web/csp.ts).
 */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'";

/**
 * The CSP under `npm run dev` (electron-vite's dev server only): Vite injects <style> elements, the
 * React Refresh inline preamble and an HMR WebSocket. electron.vite.config.ts puts it in the page
 * when serving; builds keep CSP.
 */
export function devCsp(csp: string): string {
  return csp
    .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
    .replace("connect-src 'self'", "connect-src 'self' ws://localhost:* ws://127.0.0.1:*");
}

/** The privileged scheme the packaged renderer is served from: app://dudo/index.html (not file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'dudo';

/** Where the renderer comes from: the electron-vite dev server, or the packaged files behind app://. */
export type AppOrigin = { readonly kind: 'dev'; readonly origin: string } | { readonly kind: 'app'; readonly rendererDir: string };

/** The URL of a page of the app. */
export function appPageUrl(page: string, app: AppOrigin): string {
  if (app.kind === 'dev') return new URL(page === 'index.html' ? '/' : `/${page}`, app.origin).href;
  return `${APP_SCHEME}://${APP_HOST}/${page}`;
}

/** Whether `url` is a page of our app (the only pages that may navigate, and send IPC). */
export function isAppUrl(url: string, app: AppOrigin): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (app.kind === 'dev') return u.origin === new URL(app.origin).origin;
  return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === '' && u.port === '';
}

/** MIME types of what the renderer build holds; anything else is not served. */
const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.glb': 'model/gltf-binary',
  '.ktx2': 'image/ktx2',
};

export type AppRequest =
  | { readonly ok: true; readonly file: string; readonly mime: string }
  | { readonly ok: false; readonly status: 400 | 403 | 404; readonly reason: string };

/**
 * Maps an app:// request to a file of the renderer folder (pure: the handler in main.ts reads it).
 * Only app://dudo/..., only GET-able paths inside `rendererDir`: `..` segments (raw or %2e%2e),
 * encoded slashes or backslashes, NUL and absolute paths are refused; unknown file types too.
 */
export function resolveAppRequest(url: string, rendererDir: string): AppRequest {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, status: 400, reason: 'not a URL' };
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return { ok: false, status: 403, reason: `not ${APP_SCHEME}://${APP_HOST}/` };
  const raw = u.pathname;
  if (/%2f|%5c|%00/i.test(raw) || raw.includes('\\')) return { ok: false, status: 403, reason: 'encoded separator' };
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return { ok: false, status: 400, reason: 'bad escape' };
  }
  const segments = path.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.' || s.includes('\0') || /^[a-z]:$/i.test(s))) return { ok: false, status: 403, reason: 'path traversal' };
  if (segments.length === 0) segments.push('index.html');
  const name = segments[segments.length - 1]!;
  const dot = name.lastIndexOf('.');
  const mime = dot > 0 ? MIME[name.slice(dot).toLowerCase()] : undefined;
  if (!mime) return { ok: false, status: 404, reason: 'unknown file type' };
  const sep = rendererDir.includes('\\') && !rendererDir.includes('/') ? '\\' : '/';
  const base = rendererDir.endsWith(sep) ? rendererDir.slice(0, -1) : rendererDir;
  return { ok: true, file: [base, ...segments].join(sep), mime };
}

/** Whether `url` is our main page (index.html): only it may use the host's IPC (the dice lab may not). */
export function isMainPage(url: string, app: AppOrigin): boolean {
  if (!isAppUrl(url, app)) return false;
  const path = new URL(url).pathname;
  return path === '/' || path.endsWith('/index.html');
}

/** The web preferences of every window: isolated, sandboxed, no Node (ARCHITECTURE.md). */
export type SecureWebPreferences = {
  readonly contextIsolation: true;
  readonly sandbox: true;
  readonly nodeIntegration: false;
  readonly nodeIntegrationInWorker: false;
  readonly nodeIntegrationInSubFrames: false;
  readonly webSecurity: true;
  readonly allowRunningInsecureContent: false;
  readonly experimentalFeatures: false;
  readonly webviewTag: false;
  readonly spellcheck: false;
  readonly navigateOnDragDrop: false;
  readonly disableBlinkFeatures: 'Auxclick';
  readonly preload?: string;
};

/** A window class as createSecureWindow calls it: electron's BrowserWindow in main.ts, a recorder in tests. */
export type WindowClass<O extends object, W> = new (options: O & { webPreferences: SecureWebPreferences }) => W;

/**
 * Makes a window with `options` and the hardened web preferences, the one place they are written.
 * This file does not import electron (tests load it in plain Node): main.ts passes electron's
 * BrowserWindow as `BrowserWindow`, so the literal below is the argument of a BrowserWindow construction,
 * where electronegativity (npm run check:electron) reads and checks it.
 */
export function createSecureWindow<O extends object, W>(BrowserWindow: WindowClass<O, W>, options: O, preload: string | null): W {
  return new BrowserWindow({
    ...options,
    webPreferences: {
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
      // Reviewed: the preload exposes only window.dudo (send, onMessage) through contextBridge; docs/host.md.
      ...(preload ? { preload } : {}), // eng-disable PRELOAD_JS_CHECK
    },
  });
}

/** Keeps the options a window would be made with (a stand-in for BrowserWindow). */
class OptionsOnly<O> {
  constructor(readonly options: O) {}
}

/** The web preferences createSecureWindow gives a window with this preload (none: null). */
export function secureWebPreferences(preload: string | null): SecureWebPreferences {
  return createSecureWindow(OptionsOnly, {}, preload).options.webPreferences;
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
