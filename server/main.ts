// `npm run server` (issue 38): one online server process; PORT, HOST, DATA_DIR and REDIS_URL
// from the environment (default 127.0.0.1:2567, ./.dudo-server). Prints one JSON line when it listens.
import { resolve } from 'node:path';
import { startServer } from './server';

const port = Number(process.env['PORT'] ?? 2567);
const host = process.env['HOST'] ?? '127.0.0.1';
const dataDir = resolve(process.env['DATA_DIR'] ?? '.dudo-server');
const redisUrl = process.env['REDIS_URL'] || undefined;
const botThink = process.env['DUDO_BOT_THINK_MS'];

const server = await startServer({ port, host, dataDir, ...(redisUrl ? { redisUrl } : {}), ...(botThink !== undefined ? { botThinkMs: Number(botThink) } : {}) });
console.log(JSON.stringify({ listening: server.url, dataDir, restored: server.restored, redis: redisUrl !== undefined }));
const stop = (): void => {
  void server.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
