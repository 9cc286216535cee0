import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run lab`: serves renderer/ with the dice lab at /lab.html. (No node: imports here: the
// folder rules of renderer/ forbid them.)
export default defineConfig({
  root: `${import.meta.dirname}/..`,
  plugins: [react()],
  server: { port: 5178, strictPort: false, open: process.env.CI || process.env.NO_OPEN ? false : '/lab.html' },
  worker: { format: 'es' },
});
