import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { devCsp } from './main/electron/policy';

// main and preload run in Node (Electron), the renderer in Chromium. Everything is bundled,
// so the packaged app needs no node_modules beyond what electron-builder copies.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // index.js (the main process) and bot-worker.js (the bots' worker_threads worker, loaded next to it).
      lib: {
        entry: {
          index: resolve(import.meta.dirname, 'main/electron/main.ts'),
          'bot-worker': resolve(import.meta.dirname, 'main/host/bot-worker.ts'),
        },
        formats: ['es'],
      },
      // Chunks shared by the two entries go to out/main/chunks/: electron-builder.yml unpacks them
      // from app.asar with the worker, and leaves index.js inside.
      rollupOptions: { output: { chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      lib: { entry: resolve(import.meta.dirname, 'main/electron/preload.ts'), formats: ['cjs'] },
      rollupOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'renderer'),
    // `npm run dev` only: the dev server's page allows Vite's injected styles, the React Refresh
    // preamble and the HMR socket (policy.ts devCsp); builds keep the packaged CSP.
    plugins: [
      react(),
      {
        name: 'dudo-dev-csp',
        apply: 'serve',
        transformIndexHtml: (html) => html.replace(/(http-equiv="Content-Security-Policy" content=")([^"]*)/, (_m, head: string, csp: string) => `${head}${devCsp(csp)}`),
      },
    ],
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      // The game, and the dice lab as a second page of the same build (Developer > Dice lab).
      rollupOptions: {
        input: {
          index: resolve(import.meta.dirname, 'renderer/index.html'),
          lab: resolve(import.meta.dirname, 'renderer/lab.html'),
        },
      },
    },
  },
});
