// Issue 38 item 1: the server address setting. ws:// only to loopback and private addresses,
// wss:// to any; anything else refused with a typed reason, and settings:set of a refused address
// changes nothing, on disk or in memory.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkServerAddress, isLoopbackOrPrivate, readSettingsFields } from '../../common/contract/index';
import { hostInTempDir, recorder, useCleanups } from '../host/helpers';

const cleanups = useCleanups();

describe('checkServerAddress: the ws/wss rule', () => {
  it.each([
    ['ws://127.0.0.1:2567', 'ws://127.0.0.1:2567'],
    ['ws://127.9.8.7', 'ws://127.9.8.7'],
    ['ws://localhost:2567/', 'ws://localhost:2567'],
    ['ws://10.0.0.5:2567', 'ws://10.0.0.5:2567'],
    ['ws://172.16.0.1', 'ws://172.16.0.1'],
    ['ws://172.31.255.255', 'ws://172.31.255.255'],
    ['ws://192.168.1.10:2567', 'ws://192.168.1.10:2567'],
    ['ws://169.254.3.4', 'ws://169.254.3.4'],
    ['ws://[::1]:2567', 'ws://[::1]:2567'],
    ['ws://[fd12:3456::1]', 'ws://[fd12:3456::1]'],
    ['ws://[fe80::1]', 'ws://[fe80::1]'],
    ['  wss://dudo.example.org/  ', 'wss://dudo.example.org'],
    ['wss://dudo.example.org:8443/dudo/', 'wss://dudo.example.org:8443/dudo'],
    ['wss://8.8.8.8', 'wss://8.8.8.8'],
  ])('allows %s', (text, url) => {
    expect(checkServerAddress(text)).toEqual({ ok: true, url });
  });

  it.each([
    ['ws://8.8.8.8:2567', 'ws-public'],
    ['ws://172.32.0.1', 'ws-public'],
    ['ws://172.15.0.1', 'ws-public'],
    ['ws://192.169.0.1', 'ws-public'],
    ['ws://dudo.example.org', 'ws-public'],
    ['ws://[2001:db8::1]', 'ws-public'],
    ['ws://localhost.example.org', 'ws-public'],
    ['http://127.0.0.1:2567', 'scheme'],
    ['https://dudo.example.org', 'scheme'],
    ['dudo.example.org', 'not-url'],
    ['', 'not-url'],
    ['wss://dudo.example.org/?x=1', 'not-url'],
    ['wss://ana:secret@dudo.example.org', 'credentials'],
    [`wss://${'a'.repeat(300)}.org`, 'too-long'],
  ])('refuses %s (%s)', (text, problem) => {
    expect(checkServerAddress(text)).toMatchObject({ ok: false, problem });
  });

  it('property: ws:// to any public IPv4 address is refused, wss:// to it allowed', () => {
    const publicV4 = fc
      .tuple(fc.integer({ min: 1, max: 223 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
      .filter(([a, b]) => a !== 10 && a !== 127 && !(a === 172 && b >= 16 && b <= 31) && !(a === 192 && b === 168) && !(a === 169 && b === 254));
    fc.assert(
      fc.property(publicV4, fc.integer({ min: 1, max: 65535 }), (parts, port) => {
        const host = parts.join('.');
        expect(isLoopbackOrPrivate(host)).toBe(false);
        expect(checkServerAddress(`ws://${host}:${port}`)).toMatchObject({ ok: false, problem: 'ws-public' });
        expect(checkServerAddress(`wss://${host}:${port}`).ok).toBe(true);
      }),
    );
  });

  it('property: ws:// to any address of 127/8, 10/8 and 192.168/16 is allowed', () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(privateV4, (parts) => {
        expect(checkServerAddress(`ws://${parts.join('.')}`).ok).toBe(true);
      }),
    );
  });
});

describe('the serverAddress setting', () => {
  it('settings:set keeps an allowed address and reads it back', async () => {
    const { host, dir } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    expect(await client.handle('settings:set', { patch: { serverAddress: 'wss://dudo.example.org' } })).toMatchObject({ ok: true, value: { serverAddress: 'wss://dudo.example.org' } });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8')).data.serverAddress).toBe('wss://dudo.example.org');
    expect(await client.handle('settings:set', { patch: { serverAddress: null } })).toMatchObject({ ok: true, value: { serverAddress: null } });
  });

  it('settings:set of a refused address is BAD_PAYLOAD naming the field, and nothing is saved', async () => {
    const { host, dir } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    for (const serverAddress of ['ws://8.8.8.8:2567', 'http://127.0.0.1', 'nonsense', 42]) {
      const r = await client.handle('settings:set', { patch: { serverAddress } });
      expect(r).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD', field: 'patch.serverAddress' } });
    }
    expect(existsSync(join(dir, 'settings.json'))).toBe(false);
    expect(host.settings.serverAddress).toBeNull();
  });

  it('a settings file holding a refused address reads it as not set, and names the field', () => {
    const read = readSettingsFields({ serverAddress: 'ws://8.8.8.8' });
    expect(read?.value.serverAddress).toBeNull();
    expect(read?.bad).toEqual(['serverAddress']);
  });
});
