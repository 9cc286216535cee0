/// <reference types="vite/client" />
// Side-effect imports of style sheets (bundled by Vite); import.meta.env (vite/client).
declare module '*.css';
