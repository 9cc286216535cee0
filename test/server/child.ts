// A server child process for tests and the bench (issue 38): server/main.ts through tsx on
// 127.0.0.1 and a free port, its data folder given; it is ready at its first stdout line.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** A free TCP port on 127.0.0.1 (for a child process given a number; the phones' playthrough's dev:web too). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => ok(port));
    });
  });
}

/** Starts server/main.ts in a child process; resolves once it listens (its first stdout line). */
export function startChild(dataDir: string, port: number, env: Record<string, string> = {}, onLine?: (line: string) => void): Promise<{ child: ChildProcess; url: string; restored: string[] }> {
  return new Promise((ok, fail) => {
    // DUDO_NODE_ARGS: node's own flags for the child (the bench's --profile: --cpu-prof is refused in NODE_OPTIONS)
    const nodeArgs = (env['DUDO_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(ROOT, 'server/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DUDO_BOT_THINK_MS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let ready = false;
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      const lines = out.split('\n');
      out = lines.pop()!;
      for (const line of lines) {
        if (!ready && line.startsWith('{"listening"')) {
          ready = true;
          const info = JSON.parse(line) as { listening: string; restored: string[] };
          ok({ child, url: info.listening, restored: info.restored });
        } else onLine?.(line);
      }
    });
    child.stderr!.on('data', (b: Buffer) => {
      err = (err + b.toString()).slice(-4000);
      if (process.env['DUDO_CHILD_STDERR']) process.stderr.write(b);
    });
    child.once('exit', (code) => fail(new Error(`the server exited (${code}) before it listened: ${err}`)));
  });
}

export function killed(child: ChildProcess): Promise<void> {
  return new Promise((ok) => {
    if (child.exitCode !== null || child.signalCode !== null) return ok();
    child.once('exit', () => ok());
    child.kill('SIGKILL');
  });
}

