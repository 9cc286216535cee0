// `npm run dev:web`: the whole app in a browser: the host behind a WebSocket on 127.0.0.1 and the
// renderer served by Vite. DUDO_PORT picks the port (default: a free one); DUDO_USER_DATA the data folder;
// DUDO_PHONES_ADDRESS the phones' listener's address (default: the phonesAddress setting, else the LAN's);
// DUDO_SERVER the online server when the setting is empty (issue 38).
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { colyseusConnector } from '../online/colyseus-link';
import { serverFromEnv } from '../online/env';
import { phonesAddressFromEnv } from './phones-address';
import { startWebShell } from './shell';

const userDataDir = process.env['DUDO_USER_DATA'] ?? join(homedir(), '.config', 'dudo-dev-web');
mkdirSync(userDataDir, { recursive: true });
const portText = process.env['DUDO_PORT'];
const port = portText ? Number.parseInt(portText, 10) : undefined;
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) {
  console.error(`DUDO_PORT must be a port number, not ${JSON.stringify(portText)}.`);
  process.exit(2);
}
const thinkText = process.env['DUDO_BOT_THINK_MS'];
// issue 42 item 11: DUDO_PHONES_ADDRESS puts the phones' listener on that address (before the setting)
const phonesAddress = phonesAddressFromEnv();
if (!phonesAddress.ok) {
  console.error(phonesAddress.message);
  process.exit(2);
}
// issue 38: DUDO_SERVER is the online server when the serverAddress setting is empty
const server = serverFromEnv();
if (!server.ok) {
  console.error(server.message);
  process.exit(2);
}
const online = { online: { connector: colyseusConnector(), defaultServer: server.server } };
const phones = phonesAddress.address ? { phones: { address: phonesAddress.address } } : {};
const shell = await startWebShell({ userDataDir, serveRenderer: 'dev', ...phones, ...online, ...(port ? { port } : {}), ...(thinkText ? { botThinkMs: Number(thinkText) } : {}) });
console.log(`Dudo web shell: open ${shell.url}`);
console.log(`  host WebSocket ${shell.wsUrl}, user data in ${userDataDir}`);
const stop = (): void => {
  void shell.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
