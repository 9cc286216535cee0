// Issue 28 items 5 and 6 (docs/host.md, "Phones"): a phone that reloads, is re-paired, goes away
// (a bot stands in) or whose listener moves to another address; a game saved with a stand-in.
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type HostEvent, type SessionInfo } from '../../common/contract/index';
import { lanAddresses } from '../../main/web/phones';
import { startWebShell, type WebShell } from '../../main/web/shell';
import { createClient, type DudoClient } from '../../renderer/src/client/index';
import { tempDir } from './helpers';
import { PHONES_GAME, stranger, toAPhonesBid, until, phonesKit } from './phones-kit';

const { cleanups, shell, openPhone, startPhonesGame } = phonesKit();

describe('phones: a phone that reloads, is re-paired, goes away or moves', () => {
  it('a phone that reloads finds its seat; re-pairing revokes the old link; the keys die with the game', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    const first = openPhone(pairing.seats[0]!.url);
    await until(() => first.client.status === 'paired');
    first.client.close();
    await until(() => s.phones.pairing()!.seats[0]!.joined === false);
    // the same link again (a reload): the seat as it was
    const again = openPhone(pairing.seats[0]!.url);
    await until(() => again.lastSession()?.heldSeats[0] === 0);
    expect((await again.client.invoke('game:show', { seat: 0 })).ok).toBe(true);
    await until(() => again.lastView()?.seat === 0);
    expect(again.lastView()!.hands.slice(1).every((h) => h === null)).toBe(true);
    // re-pair from the shared screen: the phone is closed (revoked), the old link refused, the new one works
    const watcher = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => watcher.close());
    expect(await watcher.invoke('phones:repair', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await watcher.invoke('phones:pairing', {})).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await screen.invoke('phones:repair', { seat: 2 })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('phones:repair', { seat: 9 } as never)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const repaired = await screen.invoke('phones:repair', { seat: 0 });
    expect(repaired.ok).toBe(true);
    await until(() => again.statuses.includes('revoked'));
    const old = openPhone(pairing.seats[0]!.url);
    await until(() => old.statuses.includes('refused'));
    const fresh = openPhone(repaired.ok ? repaired.value.seats[0]!.url : '');
    await until(() => fresh.client.status === 'paired');
    // the game ends (abandoned): the listener closes and its links die
    const port = s.phones.port!;
    expect((await screen.invoke('game:abandon', {})).ok).toBe(true);
    await until(() => !s.phones.listening);
    expect((await (await stranger(`ws://127.0.0.1:${port}/phone`)).opened)).toBe(false);
    // a hot-seat game does not start the listener
    await screen.invoke('game:new', { ...PHONES_GAME, seats: PHONES_GAME.seats.map((x) => ({ ...x, phone: false })) });
    expect(s.phones.listening).toBe(false);
    expect(await screen.invoke('phones:pairing', {})).toMatchObject({ ok: false, error: { code: 'PHONES' } });
  });

  it('a phone away: the game waits at its turn; a bot stands in from the shared screen; the phone coming back takes its seat back', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    // play until it is a phone's turn in a round being bid
    const seat = await toAPhonesBid(s, phones);
    expect(seat).not.toBeNull();
    const away = seat!;
    phones[away]!.client.close();
    await until(() => s.phones.pairing()!.seats[away]!.joined === false);
    // the game waits for the person
    const before = s.host.currentRecord!.actions.length;
    await new Promise((r) => setTimeout(r, 300));
    await s.host.whenSettled();
    expect(s.host.currentState!.toAct).toBe(away);
    expect(s.host.currentRecord!.actions.length).toBe(before);
    // only the table may call a bot in; a bot seat or a bad level is refused, nothing changes
    const watcher = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => watcher.close());
    expect(await watcher.invoke('phones:standin', { seat: away, level: 'novato' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await screen.invoke('phones:standin', { seat: 2, level: 'novato' })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('phones:standin', { seat: away, level: '' } as never)).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(s.host.currentRecord!.actions.length).toBe(before);
    const r = await screen.invoke('phones:standin', { seat: away, level: 'novato' });
    expect(r.ok && r.value.seats[away]!.standIn).toBe('novato');
    await until(() => s.host.currentRecord!.actions.slice(before).some((a) => 'seat' in a && a.seat === away));
    // the phone comes back: its seat is the person's again
    const back = openPhone(pairing.seats[away]!.url);
    await until(() => back.lastSession()?.heldSeats[0] === away);
    await until(() => back.lastSession()?.seats[away]?.standIn === undefined);
    expect(phones[1 - away]!.client.status).toBe('paired');
  });

  it('after the phoneAwayBotSec setting, a bot of phoneAwayBotLevel plays an away phone\'s seat by itself (only a phone that had joined)', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    expect((await screen.invoke('settings:set', { patch: { phoneAwayBotSec: 1, phoneAwayBotLevel: 'novato' } })).ok).toBe(true);
    expect(await screen.invoke('settings:set', { patch: { phoneAwayBotSec: -1 } })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    const seat = await toAPhonesBid(s, phones);
    const away = seat!;
    const before = s.host.currentRecord!.actions.length;
    phones[away]!.client.close();
    await new Promise((r) => setTimeout(r, 500));
    expect(s.host.currentRecord!.actions.length).toBe(before); // still waiting
    await until(() => s.host.currentRecord!.actions.slice(before).some((a) => 'seat' in a && a.seat === away), 5000);
    const info = await screen.invoke('game:show', { seat: null });
    expect(info.ok && info.value.seats[away]!.standIn).toBe('novato');
  });

  it('the listener moves to another of the machine\'s addresses on the table\'s request: same keys, new links; others refused', async () => {
    const s = await shell();
    const { screen, pairing } = await startPhonesGame(s);
    expect(pairing.addresses[0]).toBe('127.0.0.1');
    const oldPort = s.phones.port;
    const watcher = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => watcher.close());
    expect(await watcher.invoke('phones:address', { address: '127.0.0.1' })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    expect(await screen.invoke('phones:address', { address: '203.0.113.77' })).toMatchObject({ ok: false, error: { code: 'PHONES' } });
    expect(await screen.invoke('phones:address', { address: '' })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    expect(s.phones.port).toBe(oldPort);
    const moved = await screen.invoke('phones:address', { address: '127.0.0.1' });
    if (!moved.ok) throw new Error(moved.error.message);
    expect(s.phones.port).not.toBe(oldPort);
    // the keys stay, the origin is new
    expect(new URL(moved.value.seats[0]!.url).hash).toBe(new URL(pairing.seats[0]!.url).hash);
    const phone = openPhone(moved.value.seats[0]!.url);
    await until(() => phone.client.status === 'paired');
  });

  it('lanAddresses puts private IPv4 addresses first and skips internal and IPv6 ones', () => {
    const fake = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      eth0: [{ address: '203.0.113.5', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
      wlan0: [{ address: '192.168.1.20', family: 'IPv4', internal: false }],
    } as unknown as Parameters<typeof lanAddresses>[0];
    expect(lanAddresses(fake)).toEqual(['192.168.1.20', '203.0.113.5']);
  });
});

describe('phones: a stand-in and a restart (issue 28 item 5)', () => {
  /** A web shell on `dir` (the same user data folder across restarts). */
  async function shellOn(dir: string): Promise<WebShell> {
    const s = await startWebShell({ userDataDir: dir, botThinkMs: 0, serveRenderer: 'none', log: () => undefined, phones: { address: '127.0.0.1', log: () => undefined } });
    (globalThis as { WebSocket?: unknown }).WebSocket = WebSocket;
    cleanups.push(() => delete (globalThis as { WebSocket?: unknown }).WebSocket);
    return s;
  }

  async function resumeOn(dir: string): Promise<{ s: WebShell; screen: DudoClient; info: SessionInfo; events: HostEvent[] }> {
    const s = await shellOn(dir);
    cleanups.push(() => s.close());
    const screen = createClient({ wsUrl: s.wsUrl });
    cleanups.push(() => screen.close());
    const events: HostEvent[] = [];
    screen.onEvent((e) => events.push(e));
    const r = await screen.invoke('game:resume', {});
    if (!r.ok) throw new Error(r.error.message);
    return { s, screen, info: r.value, events };
  }

  const standInOf = async (screen: DudoClient, seat: number): Promise<string | undefined> => {
    const r = await screen.invoke('game:show', { seat: null });
    return r.ok ? r.value.seats[seat]!.standIn : 'error';
  };

  it("a game saved with a bot standing in resumes with the seat its person's; the bot comes back only if the phone is still away after phoneAwayBotSec", async () => {
    const t = tempDir();
    cleanups.push(t.cleanup);
    // before the restart: Ana's or Beto's phone goes away at its turn and an expert bot plays for it
    const first = await shellOn(t.dir);
    const { screen, pairing } = await startPhonesGame(first);
    const screenEvents: HostEvent[] = [];
    screen.onEvent((e) => screenEvents.push(e));
    expect((await screen.invoke('settings:set', { patch: { phoneAwayBotSec: 1, phoneAwayBotLevel: 'novato' } })).ok).toBe(true);
    const phones = pairing.seats.map((p) => openPhone(p.url));
    await until(() => phones.every((p) => p.client.status === 'paired'));
    const seat = await toAPhonesBid(first, phones);
    const away = seat!;
    const other = 1 - away;
    phones[away]!.client.close();
    await until(() => first.phones.pairing()!.seats[away]!.joined === false);
    const before = first.host.currentRecord!.actions.length;
    expect((await screen.invoke('phones:standin', { seat: away, level: 'experto' })).ok).toBe(true);
    await until(() => first.host.currentRecord!.actions.slice(before).some((a) => 'seat' in a && a.seat === away));
    // past phoneAwayBotSec: the away timer does not replace the bot the table chose
    await new Promise((r) => setTimeout(r, 1300));
    expect(await standInOf(screen, away)).toBe('experto');
    await first.host.whenSettled();
    const saved = first.host.currentRecord!.actions.length;
    await until(() => screenEvents.some((e) => e.type === 'saved' && e.actionCount >= saved));
    for (const p of phones) p.client.close();
    screen.close();
    await first.close();

    // restart 1: nobody's phone comes back. The seat is the person's at once (no bot), then after 1 s the expert again
    const one = await resumeOn(t.dir);
    expect(one.info.seats[away]!.standIn).toBeUndefined();
    expect(one.info.seats[away]!.kind).toBe('human');
    expect(await standInOf(one.screen, away)).toBeUndefined();
    await until(() => one.events.some((e) => e.type === 'session' && e.session?.seats[away]!.standIn === 'experto'), 5000);
    // the other phone (it was not away when saved) is waited for: its people are scanning the new codes
    expect(await standInOf(one.screen, other)).toBeUndefined();
    // the bot plays the seat and the game is saved with it
    await until(() => one.s.host.currentRecord!.actions.length > saved || one.s.host.currentState!.toAct !== away, 5000);
    await one.s.host.whenSettled();
    const again = one.s.host.currentRecord!.actions.length;
    await until(() => one.events.some((e) => e.type === 'saved' && e.actionCount >= again) || again === saved);
    one.screen.close();
    await one.s.close();

    // restart 2: the away phone scans its new code in time: its seat stays the person's after the timeout
    const two = await resumeOn(t.dir);
    expect(two.info.seats[away]!.standIn).toBeUndefined();
    const links = await two.screen.invoke('phones:pairing', {});
    if (!links.ok) throw new Error(links.error.message);
    const back = openPhone(links.value.seats[away]!.url);
    await until(() => back.lastSession()?.heldSeats[0] === away);
    await new Promise((r) => setTimeout(r, 1600));
    expect(await standInOf(two.screen, away)).toBeUndefined();
    expect(two.events.some((e) => e.type === 'session' && e.session?.seats[away]!.standIn !== undefined)).toBe(false);
    back.client.close();
  });
});
