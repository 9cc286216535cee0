// Issue 42 item 12: one device on the network does not keep the phones from pairing. Loopback only:
// the listener is on 127.0.0.1, the crowd's sockets are bound to 127.0.0.2, 127.0.0.4… (all loopback).
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { parsePhoneFragment } from '../../common/contract/index';
import { admitConnection, DEFAULT_TCP_LIMITS } from '../../main/web/tcp-gate';
import { createPhoneClient, type PhoneClient } from '../../renderer/src/client/phone';
import { phonesKit, until, wsUrlOf } from '../host/phones-kit';

const { cleanups, shell, startPhonesGame } = phonesKit();
const sockets: Socket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.destroy();
});

/** An idle TCP socket from `from` to the listener; resolves once its fate is known for a moment (open or closed). */
function idle(port: number, from: string): Socket {
  const s = connect({ host: '127.0.0.1', port, localAddress: from });
  s.on('error', () => undefined);
  sockets.push(s);
  return s;
}

function openSockets(list: readonly Socket[]): number {
  return list.filter((s) => !s.destroyed && s.readyState === 'open').length;
}

/** A phone (the renderer's phone client) whose connection leaves from `from`. */
function phoneFrom(link: string, from: string): PhoneClient {
  const parsed = parsePhoneFragment(new URL(link).hash);
  if (!parsed) throw new Error(`not a phone link: ${link}`);
  const prev = (globalThis as { WebSocket?: unknown }).WebSocket;
  (globalThis as { WebSocket?: unknown }).WebSocket = class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress: from });
    }
  };
  const client = createPhoneClient(parsed, { wsUrl: wsUrlOf(link), retryMs: 50 });
  (globalThis as { WebSocket?: unknown }).WebSocket = prev;
  cleanups.push(() => client.close());
  return client;
}

describe('admitConnection (pure)', () => {
  it('refuses past the cap and past an address share, and keeps the last places for addresses holding none', () => {
    expect(admitConnection(0, 0, 48, 12, 12)).toBe(true);
    expect(admitConnection(11, 11, 48, 12, 12)).toBe(true);
    expect(admitConnection(12, 12, 48, 12, 12)).toBe(false);
    expect(admitConnection(36, 5, 48, 12, 12)).toBe(false);
    expect(admitConnection(36, 0, 48, 12, 12)).toBe(true);
    expect(admitConnection(47, 0, 48, 12, 12)).toBe(true);
    expect(admitConnection(48, 0, 48, 12, 12)).toBe(false);
    // a reserve never keeps one lone address under its own cap
    expect(admitConnection(2, 2, 3, 3, 8)).toBe(true);
  });
});

describe("the phones' listener under a crowded network (issue 42 item 12)", () => {
  it('60 idle sockets from 127.0.0.2 do not stop a pairing from 127.0.0.3', async () => {
    const s = await shell();
    const { pairing } = await startPhonesGame(s);
    const port = s.phones.port!;
    const crowd = Array.from({ length: 60 }, () => idle(port, '127.0.0.2'));
    await new Promise((r) => setTimeout(r, 300));
    // one address holds its share, no more
    expect(openSockets(crowd)).toBeLessThanOrEqual(DEFAULT_TCP_LIMITS.maxTcpPerAddress);
    expect(DEFAULT_TCP_LIMITS.maxTcpPerAddress).toBeLessThan(48);
    const phone = phoneFrom(pairing.seats[0]!.url, '127.0.0.3');
    await until(() => phone.status === 'paired', 3000);
  });

  it('four addresses holding unpaired WebSockets leave room for a phone from a fifth', async () => {
    const s = await shell();
    const { pairing } = await startPhonesGame(s);
    const url = wsUrlOf(pairing.seats[0]!.url);
    const crowd: WebSocket[] = [];
    for (const from of ['127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'])
      for (let i = 0; i < 6; i++) {
        const ws = new WebSocket(url, { localAddress: from });
        ws.on('error', () => undefined);
        crowd.push(ws);
      }
    cleanups.push(() => crowd.forEach((w) => w.terminate()));
    await new Promise((r) => setTimeout(r, 300));
    const phones = [phoneFrom(pairing.seats[0]!.url, '127.0.0.8'), phoneFrom(pairing.seats[1]!.url, '127.0.0.9')];
    await until(() => phones.every((p) => p.status === 'paired'), 3000);
  });

  it('a socket that sends nothing is closed after the first-bytes deadline', async () => {
    const s = await shell({ firstBytesMs: 400 });
    await startPhonesGame(s);
    const sock = idle(s.phones.port!, '127.0.0.2');
    const closedAt = new Promise<number>((r) => sock.once('close', () => r(Date.now())));
    const start = Date.now();
    await new Promise((r) => sock.once('connect', r));
    const took = (await closedAt) - start;
    expect(took).toBeGreaterThanOrEqual(350);
    expect(took).toBeLessThan(2000);
  });
});
