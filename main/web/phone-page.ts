// The phone page the phones' listener serves (issue 42 item 1): the app and the browser shell over a
// built renderer serve that folder; `npm run dev:web` has none, so the shell builds the renderer once
// when it starts (in the background, into .tmp/phone-page). A build, not the shell's Vite dev server:
// the phones get the same bundle and CSP as the app, and the dev server (its HMR, its /@fs/ access to
// the source tree) is never reachable from the local network. Until the build is done, or when it
// fails, the listener says so (pairing's `page`) and the shared screen shows it.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where the phone page stands: served from `dir`, being built, or not servable. */
export type PhonePage =
  | { readonly kind: 'ready'; readonly dir: string }
  | { readonly kind: 'building' }
  | { readonly kind: 'unavailable' };

/** The page of a listener's `rendererDir`; a promise reports once through `settled` when it is done or failed. */
export function pageOf(dir: string | null | Promise<string | null>, settled: (page: PhonePage) => void, log: (message: string) => void): PhonePage {
  if (typeof dir === 'string') return { kind: 'ready', dir };
  if (dir === null) return { kind: 'unavailable' };
  dir.then(
    (d) => settled(d ? { kind: 'ready', dir: d } : { kind: 'unavailable' }),
    (e: unknown) => {
      log(`the phone page could not be built: ${e instanceof Error ? e.message : String(e)}`);
      settled({ kind: 'unavailable' });
    },
  );
  return { kind: 'building' };
}

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds the renderer for the phones (once per shell start: a page as fresh as the sources); its folder. */
export async function buildPhonePage(log: (message: string) => void): Promise<string> {
  const outDir = join(ROOT, '.tmp', 'phone-page');
  const started = Date.now();
  log('building the phone page (npm run dev:web serves the phones a built renderer)…');
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: join(ROOT, 'renderer'),
    base: './',
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 10_000 },
  });
  if (!existsSync(join(outDir, 'index.html'))) throw new Error(`no index.html in ${outDir}`);
  log(`phone page built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return outDir;
}
