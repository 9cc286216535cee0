import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// main and preload run in Node (Electron), the renderer in Chromium. Everything is bundled,
// so the packaged app needs no node_modules beyond what electron-builder copies.
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      lib: { entry: resolve(import.meta.dirname, 'main/electron/main.ts'), formats: ['es'] },
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
    plugins: [react()],
    build: {
      outDir: resolve(import.meta.dirname, 'out/renderer'),
      rollupOptions: { input: resolve(import.meta.dirname, 'renderer/index.html') },
    },
  },
});
