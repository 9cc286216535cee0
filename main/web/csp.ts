// The browser shell's CSP: the renderer's pages carry the packaged policy (main/electron/policy.ts
// CSP, no WebSocket source, no 'unsafe-inline'); the shell, which alone speaks WebSocket, rewrites
// the page's <meta> when it serves it: connect-src gains this shell's own ws://127.0.0.1:PORT, and
// under Vite's dev server (dev: true) scripts and styles gain 'unsafe-inline' for the React Refresh
// preamble and the <style> elements Vite injects. The packaged app never goes through here.

/**
 * The packaged policy (main/electron/policy.ts CSP; main/web may not import main/electron, so a
 * test keeps the two equal). The shell sends it, with its own WebSocket, as a header on every answer.
 */
export const PACKAGED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; worker-src 'self' blob:; object-src 'none'; base-uri 'none'; form-action 'none'";

const META = /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/;

/** The shell's policy, from the page's own. */
export function webShellPolicy(csp: string, port: number, dev: boolean): string {
  let out = csp.replace(/connect-src 'self'/, `connect-src 'self' ws://127.0.0.1:${port} ws://localhost:${port}`);
  if (dev) out = out.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'").replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
  return out;
}

/** The phones' listener's policy (issue 28): the packaged one, connect-src gaining only the listener's own WebSocket (`address:port`). */
export function phonePolicy(csp: string, hostPort: string): string {
  return csp.replace(/connect-src 'self'/, `connect-src 'self' ws://${hostPort}`);
}

/** The page as the phones' listener serves it: its CSP <meta> rewritten with phonePolicy. */
export function phoneHtml(html: string, hostPort: string): string {
  return html.replace(META, (_m, head: string, csp: string, tail: string) => `${head}${phonePolicy(csp, hostPort)}${tail}`);
}

/** The page with its CSP <meta> rewritten for the shell (unchanged when it has none). */
export function webShellHtml(html: string, port: number, dev: boolean): string {
  return html.replace(META, (_m, head: string, csp: string, tail: string) => `${head}${webShellPolicy(csp, port, dev)}${tail}`);
}
