// The Electron main process: one hardened window, the host reached over checked IPC, the menu.
// This is the only folder that may import `electron` (ARCHITECTURE.md).
import { readFile, realpath } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { app, BrowserWindow, Menu, protocol, session, type WebContents } from 'electron';
import type { HostEvent } from '../../common/contract/index';
import { GameHost } from '../host/index';
import { containedFile } from '../web/static-server';
import { PhonesListener } from '../web/phones';
import { phonesAddressFromEnv, phonesAddressOption } from '../web/phones-address';
import { wireIpc, type IpcWiring } from './ipc';
import { onlineOption } from '../online/env';
import { buildMenu, type MenuActions } from './menu';
import { MENU_WORDS, menuLanguage, type MenuLanguage } from './menu-words';
import { APP_SCHEME, appPageUrl, createSecureWindow, CSP, isAppUrl, resolveAppRequest, type AppOrigin } from './policy';
import { smokeRequested, watchSmoke } from './smoke';
import { loadBounds, rememberBounds } from './window-state';

const devUrl = process.env['ELECTRON_RENDERER_URL'];
const rendererDir = join(import.meta.dirname, '../renderer');
const origin: AppOrigin = devUrl ? { kind: 'dev', origin: devUrl } : { kind: 'app', rendererDir };
const log = (m: string): void => console.warn(`[dudo] ${m}`);

let mainWindow: BrowserWindow | null = null;
let labWindow: BrowserWindow | null = null;
let host: GameHost | null = null;
let wiring: IpcWiring | null = null;
/** The language the application menu was last built in, and what a saved change of the settings does to it. */
let menuShownIn: MenuLanguage = 'en';
let onSettingsSaved: (language: MenuLanguage) => void = () => undefined;

function pageUrl(page: 'index.html' | 'lab.html'): string {
  return appPageUrl(page, origin);
}

// app://dudo/ serves the renderer build (not file://): a standard, secure origin of its own, so
// 'self' in the CSP means our files only and file:// keeps no special rights for our pages.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);

/** The app:// handler: files of the renderer folder only (policy.ts resolveAppRequest), with their MIME type and the CSP. */
function serveApp(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const target = resolveAppRequest(request.url, rendererDir);
    if (!target.ok) {
      log(`app:// ${request.url} refused (${target.reason})`);
      return new Response(null, { status: target.status });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
    // as the browser shell serves its files: a link out of the renderer folder, a directory or a device is refused
    const file = await containedFile(await realpath(rendererDir).catch(() => rendererDir), target.file);
    if (file.kind !== 'file') {
      log(`app:// ${request.url} refused (${file.reason})`);
      return new Response(null, { status: file.status });
    }
    try {
      const body = await readFile(file.file);
      return new Response(request.method === 'HEAD' ? null : body, {
        status: 200,
        headers: { 'content-type': target.mime, 'content-security-policy': CSP, 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' },
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  });
}

/** Every web contents (windows, and anything created later): no navigation away, no new windows. */
function harden(contents: WebContents): void {
  contents.on('will-navigate', (e, url) => {
    if (!isAppUrl(url, origin)) {
      e.preventDefault();
      log(`navigation to ${url} denied`);
    }
  });
  contents.on('will-redirect', (e, url) => {
    if (!isAppUrl(url, origin)) e.preventDefault();
  });
  contents.on('will-attach-webview', (e) => e.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    log(`new window for ${url} denied`);
    return { action: 'deny' };
  });
}

function createMainWindow(userDataDir: string): BrowserWindow {
  const bounds = loadBounds(userDataDir);
  const preload = join(import.meta.dirname, '../preload/preload.cjs');
  // Isolated, sandboxed, no Node: policy.ts createSecureWindow writes the web preferences of every window.
  const win = createSecureWindow(BrowserWindow, { ...bounds, minWidth: 800, minHeight: 600, title: 'Dudo', show: false, backgroundColor: '#1d1410' }, preload);
  if (bounds.maximized) win.maximize();
  if (bounds.fullScreen) win.setFullScreen(true);
  rememberBounds(win, userDataDir);
  win.once('ready-to-show', () => win.show());
  wiring = wireIpc(host!, win, origin, log);
  win.on('closed', () => {
    wiring?.dispose();
    wiring = null;
    mainWindow = null;
  });
  void win.loadURL(pageUrl('index.html'));
  return win;
}

/**
 * electron-vite builds the bots' worker next to this entry (electron.vite.config.ts). Packaged, it
 * is loaded from app.asar.unpacked (electron-builder.yml asarUnpack), where its imports resolve too.
 */
function botWorkerUrl(): URL {
  const path = fileURLToPath(new URL('./bot-worker.js', import.meta.url));
  return pathToFileURL(path.replace(/\.asar([\\/])/, '.asar.unpacked$1'));
}

function openDiceLab(): void {
  if (labWindow && !labWindow.isDestroyed()) return labWindow.focus();
  // The lab gets no preload: it never talks to the host.
  labWindow = createSecureWindow(BrowserWindow, { width: 1100, height: 760, title: 'Dudo: dice lab' }, null);
  labWindow.on('closed', () => (labWindow = null));
  void labWindow.loadURL(pageUrl('lab.html'));
}

function secureSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  ses.setDevicePermissionHandler(() => false);
  // The CSP is the page's own <meta> (renderer/index.html, equal to policy.ts CSP: a test checks it),
  // and the app:// handler sends the same policy as a header.
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_e, contents) => harden(contents));
  app.enableSandbox();
  void app.whenReady().then(() => {
    const userDataDir = app.getPath('userData');
    // issue 42 item 11: DUDO_PHONES_ADDRESS, else the phonesAddress setting, else the LAN's address
    const envAddress = phonesAddressFromEnv();
    if (!envAddress.ok) log(envAddress.message);
    const phonesAddress = phonesAddressOption(envAddress.ok ? envAddress.address : null, () => host?.settings.phonesAddress ?? null);
    host = new GameHost({
      userDataDir,
      transport: 'electron',
      appVersion: app.getVersion(),
      botWorkerUrl: botWorkerUrl(),
      // Maestro's endgame tables ship as resources beside app.asar (electron-builder.yml extraResources)
      ...(app.isPackaged ? { endgameTablesDir: join(process.resourcesPath, 'solver') } : {}),
      // issue 28: phones games listen on the LAN address and serve the built renderer to the phones
      // (from the main process; closed when the game ends, and by host.close() at quit)
      phones: new PhonesListener({ rendererDir: devUrl ? null : rendererDir, log, address: phonesAddress }),
      online: onlineOption(log), // issue 38: online tables through the main process
      log,
      onSettings: (settings) => onSettingsSaved(menuLanguage(settings.language, app.getLocale())),
    });
    void host.warmUp();
    secureSession();
    if (!devUrl) serveApp();
    const menuActions: Omit<MenuActions, 'words'> = {
      client: () => wiring?.client ?? null,
      window: () => mainWindow,
      notify: (command, summary) => {
        const event: HostEvent = { type: 'menu', command, ...(summary ? { summary } : {}) };
        wiring?.notify(event);
      },
      openDiceLab,
      isDev: !app.isPackaged,
    };
    // the menu speaks the language chosen in the settings (else the system's), and again once it is changed
    const setMenu = (language: MenuLanguage): void => Menu.setApplicationMenu(buildMenu({ ...menuActions, words: MENU_WORDS[language] }));
    menuShownIn = menuLanguage(host.settings.language, app.getLocale());
    setMenu(menuShownIn);
    onSettingsSaved = (language) => {
      if (language !== menuShownIn) setMenu((menuShownIn = language));
    };
    mainWindow = createMainWindow(userDataDir);
    // DUDO_SMOKE=1 (the release workflow's smoke start): quit with 0 once the page has loaded, 1 if it fails.
    if (smokeRequested(process.env)) watchSmoke(mainWindow.webContents, (code) => (code === 0 ? app.quit() : app.exit(code)), log);
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) mainWindow = createMainWindow(userDataDir);
    });
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Quit only once the last autosave is on disk.
  let flushed = false;
  app.on('before-quit', (e) => {
    if (flushed || !host) return;
    e.preventDefault();
    void host.close().finally(() => {
      flushed = true;
      app.quit();
    });
  });
}
