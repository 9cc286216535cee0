// Side-effect imports of style sheets (bundled by Vite).
declare module '*.css';
