// A redis-server for the server tests and bench:server --redis (issue 38): 127.0.0.1, a free port,
// no RDB snapshots, the append-only file in a temp folder, fsync'd before every reply (appendfsync always: a reply means on disk).
import { spawn, type ChildProcess } from 'node:child_process';

export const REDIS = '/usr/bin/redis-server';

/** Starts redis-server; resolves once it accepts connections. */
export function startRedis(dir: string, port: number): Promise<ChildProcess> {
  return new Promise((ok, fail) => {
    const child = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
      if (/Ready to accept connections/.test(out)) ok(child);
    });
    child.once('exit', (code) => fail(new Error(`redis-server exited (${code}): ${out.slice(-2000)}`)));
  });
}
