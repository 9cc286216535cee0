import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// `npm run lab`: serves renderer/ with the dice lab at /lab.html. (No node: imports here: the
// folder rules of renderer/ forbid them.)
export default defineConfig({
  root: `${import.meta.dirname}/..`,
  // The pages' CSP has no 'unsafe-inline'; Vite's dev server injects <style> elements and the React
  // Refresh inline preamble, so the dev page (only) allows them.
  plugins: [
    react(),
    { name: 'dudo-dev-csp', apply: 'serve', transformIndexHtml: (html: string) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("style-src 'self'", "style-src 'self' 'unsafe-inline'") },
  ],
  server: { port: 5178, strictPort: false, open: process.env.CI || process.env.NO_OPEN ? false : '/lab.html' },
  worker: { format: 'es' },
});
