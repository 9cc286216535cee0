// Issue 42 item 11: the phones' listener's address is a choice: DUDO_PHONES_ADDRESS, or the
// phonesAddress setting (an address of this computer, else a typed error and nothing changed).
// Loopback only: the chosen address is 127.0.0.1.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '../../renderer/src/client/index';
import { phonesAddressFromEnv, phonesAddressOption } from '../../main/web/phones-address';
import { machineAddresses } from '../../main/web/phones';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { tempDir, useCleanups } from '../host/helpers';
import { PHONES_GAME } from '../host/phones-kit';

const cleanups = useCleanups();
// TEST-NET-3 (RFC 5737): never an address of this computer
const NOT_MINE = '203.0.113.77';

async function shell(): Promise<WebShell> {
  const t = tempDir();
  cleanups.push(t.cleanup);
  // no address given to the listener: the setting decides
  const s = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer: 'none', log: () => undefined, phones: { log: () => undefined } });
  cleanups.push(() => s.close());
  (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
  cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
  return s;
}

describe('DUDO_PHONES_ADDRESS (issue 42 item 11)', () => {
  it('unset or empty: none; an address of this computer: it; any other: a typed error naming the variable', () => {
    const mine = ['127.0.0.1', '192.168.1.20'];
    expect(phonesAddressFromEnv({}, mine)).toEqual({ ok: true, address: null });
    expect(phonesAddressFromEnv({ DUDO_PHONES_ADDRESS: ' ' }, mine)).toEqual({ ok: true, address: null });
    expect(phonesAddressFromEnv({ DUDO_PHONES_ADDRESS: '127.0.0.1' }, mine)).toEqual({ ok: true, address: '127.0.0.1' });
    const bad = phonesAddressFromEnv({ DUDO_PHONES_ADDRESS: NOT_MINE }, mine);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toContain('DUDO_PHONES_ADDRESS');
    // the environment's address wins over the setting
    expect(phonesAddressOption('127.0.0.1', () => '192.168.1.20')()).toBe('127.0.0.1');
    expect(phonesAddressOption(null, () => '192.168.1.20')()).toBe('192.168.1.20');
  });

  it("this computer's addresses include loopback", () => {
    expect(machineAddresses()).toContain('127.0.0.1');
  });
});

describe('the phonesAddress setting (issue 42 item 11)', () => {
  it('an address not of this computer is refused (PHONES) and nothing changes; a bad one is BAD_PAYLOAD', async () => {
    const s = await shell();
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    expect(await screen.invoke('settings:set', { patch: { phonesAddress: NOT_MINE } })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('settings:set', { patch: { phonesAddress: NOT_MINE, odds: true } })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('settings:set', { patch: { phonesAddress: 'my-laptop' } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const now = await screen.invoke('settings:get', {});
    expect(now).toMatchObject({ ok: true, value: { phonesAddress: null, odds: false } });
  });

  it('an address of this computer puts the next phones game on it; null goes back to the local network', async () => {
    const s = await shell();
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    expect(await screen.invoke('settings:set', { patch: { phonesAddress: '127.0.0.1' } })).toMatchObject({ ok: true, value: { phonesAddress: '127.0.0.1' } });
    const started = await screen.invoke('game:new', PHONES_GAME);
    expect(started.ok).toBe(true);
    const pairing = await screen.invoke('phones:pairing', {});
    expect(pairing.ok && pairing.value.address).toBe(`127.0.0.1:${s.phones.port}`);
    expect(pairing.ok && pairing.value.seats[0]!.url.startsWith('http://127.0.0.1:')).toBe(true);
    expect(await screen.invoke('settings:set', { patch: { phonesAddress: null } })).toMatchObject({ ok: true, value: { phonesAddress: null } });
  });
});

describe("the Settings screen's phones address (issue 42 item 11)", () => {
  it('an empty field asks for the automatic address; a typed one is sent trimmed', async () => {
    const { phonesAddressPatch } = await import('../../renderer/src/screens/SettingsAddresses');
    expect(phonesAddressPatch('  ')).toEqual({ phonesAddress: null });
    expect(phonesAddressPatch(' 192.168.1.20 ')).toEqual({ phonesAddress: '192.168.1.20' });
  });
});
