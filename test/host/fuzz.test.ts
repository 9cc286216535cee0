// 10,000 fuzzed IPC payloads and records: typed errors, no crash, no state change. And the WebSocket
// itself: invalid, fragmented, oversized and random frames, pipelined duplicate intents, stalled readers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyOrThrow, createGame, createRng, exportRecord, legalActions, newRecord, appendAction, randomChanceAction, pick, type GameRecord } from '../../engine/index';
import WebSocket from 'ws';
import { CLOSE } from '../../common/channel/index';
import { CHANNELS, isChannel, openFrame, parsePhoneFragment, phoneHello, sealFrame, type HostErrorCode, type HostEvent, type PhonePairing, type Result, type WsMessage } from '../../common/contract/index';
import { PHONE_CHANNELS, type GameHost, type HostClient } from '../../main/host/index';
import { startWebShell } from '../../main/web/shell';
import { ALL_BOTS, ONE_HUMAN, TWO_HUMANS, makeHost, tempDir } from './helpers';
import { PHONES_GAME } from './phones-kit';
import { rawWs, type RawWs } from './raw-ws';

const ERROR_CODES: readonly HostErrorCode[] = [
  'BAD_PAYLOAD', 'UNKNOWN_CHANNEL', 'FORBIDDEN', 'NO_GAME', 'NOT_YOUR_SEAT', 'RULE', 'BAD_RECORD', 'BAD_DICE',
  'NOTHING_TO_RESUME', 'NO_RECORD', 'MATCH_STATE', 'STORAGE', 'DISCONNECTED', 'INTERNAL', 'GAME_IN_PROGRESS', 'BUSY', 'PHONES', 'REVIEW_CANCELLED', 'HINT_REFUSED',
];
/** Channels whose success legitimately changes the host (the snapshot is taken again after them). */
const MUTATING = new Set(['game:new', 'tutorial:start', 'game:act', 'game:show', 'game:resume', 'game:abandon', 'game:next', 'dice:result', 'record:import', 'settings:set']);

/** A finished game's record, played with seeded random legal actions. */
function sampleRecord(seed: number): GameRecord {
  const rng = createRng(seed);
  let state = createGame({ rules: 'chile', players: 3 });
  let record = newRecord('chile', [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
  for (let i = 0; i < 2000 && state.phase !== 'game-over'; i++) {
    const action = randomChanceAction(state, rng) ?? pick(rng, legalActions(state, state.toAct!));
    state = applyOrThrow(state, action);
    record = appendAction(record, action);
  }
  return record;
}

/** Changes one place of a JSON document, chosen by `n`. */
function mutate(doc: unknown, n: number, value: unknown, how: number): unknown {
  const paths: (string | number)[][] = [];
  const walk = (v: unknown, path: (string | number)[]): void => {
    paths.push(path);
    if (paths.length > 400) return;
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(doc, []);
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  const path = paths[n % paths.length]!;
  if (path.length === 0) return value;
  let parent: Record<string | number, unknown> = copy;
  for (const p of path.slice(0, -1)) parent = parent[p] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (how % 3 === 0) delete parent[last];
  else parent[last] = value;
  return copy;
}

function snapshot(host: GameHost, dir: string): string {
  const read = (f: string): string => {
    try {
      return readFileSync(join(dir, f), 'utf8');
    } catch {
      return '(none)';
    }
  };
  return JSON.stringify([host.currentRecord, host.currentState, read('autosave.json'), read('settings.json')]);
}

describe('fuzzed intents (IPC contract: zod schemas, typed errors)', () => {
  let host: GameHost;
  let client: HostClient;
  let dir: string;
  let cleanup: () => void;
  let validRecord: GameRecord;
  const counts = { payloads: 0, records: 0, errors: 0, oks: 0, recordsAccepted: 0, recordsRefused: 0 };

  beforeAll(async () => {
    ({ dir, cleanup } = tempDir());
    // one client sends thousands of imports back to back: this file checks the schemas and typed errors, so the
    // per-client work budget (BUSY past 250 ms of work a second, fairness.test.ts) is lifted here
    ({ host } = makeHost(dir, { fairness: { workMsPerSecond: Number.POSITIVE_INFINITY } }));
    client = host.connect(() => undefined);
    await client.handle('game:new', TWO_HUMANS);
    await host.whenSettled();
    validRecord = sampleRecord(7);
  });
  afterAll(async () => {
    await host.close();
    cleanup();
    console.log(`fuzz: ${counts.payloads} payloads (${counts.errors} typed errors, ${counts.oks} accepted) + ${counts.records} records (${counts.recordsRefused} BAD_RECORD, ${counts.recordsAccepted} accepted)`);
  });

  async function check(channel: unknown, payload: unknown): Promise<void> {
    await host.flush();
    const before = snapshot(host, dir);
    const r = await client.handle(channel, payload);
    expect(typeof r.ok).toBe('boolean');
    if (r.ok) {
      counts.oks++;
      await host.flush();
      expect(MUTATING.has(String(channel)) || snapshot(host, dir) === before).toBe(true);
      return;
    }
    counts.errors++;
    expect(ERROR_CODES).toContain(r.error.code);
    expect(typeof r.error.message).toBe('string');
    expect(r.error.code).not.toBe('INTERNAL');
    await host.flush();
    expect(snapshot(host, dir)).toBe(before); // a refused intent changes nothing
  }

  it('6,000 random and near-valid payloads on every channel', async () => {
    const channel = fc.oneof(fc.constantFrom(...CHANNELS), fc.string({ maxLength: 20 }), fc.anything());
    const nearValid = fc.oneof(
      fc.record({ action: fc.oneof(fc.anything(), fc.record({ type: fc.constantFrom('bid', 'dudo', 'calzo', 'roll', 'startRoll', 'x'), seat: fc.integer({ min: -2, max: 8 }), count: fc.integer(), face: fc.integer() })) }),
      fc.record({ seat: fc.oneof(fc.integer({ min: -3, max: 9 }), fc.constant(null), fc.string()) }),
      fc.record({ roundId: fc.string({ maxLength: 8 }), cups: fc.array(fc.record({ seat: fc.integer({ min: -1, max: 6 }), axes: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 6 }), fallen: fc.integer({ min: -1, max: 3 }) }), { maxLength: 4 }) }),
      fc.record({ step: fc.integer({ min: -5, max: 500 }), seat: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constant(null)) }),
      fc.record({ patch: fc.dictionary(fc.constantFrom('language', 'dice3d', 'botSpeed', 'soundVolume', 'x'), fc.anything()) }),
      fc.nat().chain((n) => fc.anything().map((v) => mutate(ONE_HUMAN, n, v, n))),
    );
    await fc.assert(
      fc.asyncProperty(channel, fc.oneof(fc.anything(), nearValid), async (c, p) => {
        counts.payloads++;
        // Keep the game under test (starting or abandoning games is covered elsewhere): those payloads go to game:act.
        const skip = c === 'game:new' || c === 'tutorial:start' || c === 'game:abandon' || c === 'settings:set';
        await check(skip ? 'game:act' : c, p);
      }),
      { numRuns: 6000, seed: 20261122 },
    );
  });

  it('4,000 random, truncated and mutated records are refused with BAD_RECORD (field named) or replay', async () => {
    const text = exportRecord(validRecord);
    const doc = JSON.parse(text) as unknown;
    const recordText = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.json(),
      fc.nat({ max: text.length }).map((n) => text.slice(0, n)),
      fc.tuple(fc.nat(), fc.jsonValue(), fc.nat()).map(([n, v, how]) => JSON.stringify(mutate(doc, n, v, how))),
    );
    await fc.assert(
      fc.asyncProperty(recordText, async (t) => {
        counts.records++;
        await host.flush();
        const before = snapshot(host, dir);
        const r = await client.handle('record:import', { text: t });
        if (r.ok) counts.recordsAccepted++;
        if (!r.ok) {
          counts.recordsRefused++;
          expect(r.error.code).toBe('BAD_RECORD');
          expect(r.error.field).toBeTruthy();
        }
        await host.flush();
        expect(snapshot(host, dir)).toBe(before); // importing never touches the game being played
      }),
      { numRuns: 4000, seed: 5 },
    );
    expect(counts.payloads + counts.records).toBeGreaterThanOrEqual(10_000);
  });
});

/** Bad frames: each on its own connection, which the server closes; the host serves on, unchanged. */
const SHELL_WS_LIMIT = 8 * 1024 * 1024; // the shell's maxPayload
const BAD: readonly [string, (ws: RawWs) => void][] = [
  ['unmasked client frame', (ws) => ws.frame(0x81, Buffer.from('{"id":1}'), false)],
  ['reserved bits set', (ws) => ws.frame(0xf1, Buffer.from('{}'))],
  ['unknown opcode', (ws) => ws.frame(0x83, Buffer.from('{}'))],
  ['invalid UTF-8 in a text frame', (ws) => ws.frame(0x81, Buffer.from([0xc3, 0x28, 0xff]))],
  ['continuation with nothing to continue', (ws) => ws.frame(0x80, Buffer.from('{}'))],
  ['fragmented control frame', (ws) => ws.frame(0x09, Buffer.from('ping'))],
  ['control frame over 125 bytes', (ws) => ws.frame(0x89, Buffer.alloc(200, 1))],
  ['a new message inside a fragmented one', (ws) => (ws.frame(0x01, Buffer.from('{"id":')), ws.frame(0x81, Buffer.from('{}')))],
  ['oversized: a frame header announcing more than maxPayload', (ws) => ws.socket.write(Buffer.from([0x82, 0xff, 0, 0, 0, 0, 0x01, 0, 0, 0, 1, 2, 3, 4]))],
  ['oversized: fragments adding up past maxPayload', (ws) => (ws.frame(0x01, Buffer.alloc(SHELL_WS_LIMIT / 2 + 1, 0x20)), ws.frame(0x80, Buffer.alloc(SHELL_WS_LIMIT / 2 + 1, 0x20)))],
];/** The bad frames that do not depend on a server's size cap (the phones' listener has its own). */
const BAD_FRAMES = BAD.filter(([name]) => !name.startsWith('oversized')).map(([, send]) => send);

describe('fuzzed WebSocket traffic (web shell): framing, pipelined duplicates, stalled readers', () => {

  async function shellWithGame(extra: Partial<Parameters<typeof startWebShell>[0]> = {}) {
    const t = tempDir();
    const logs: string[] = [];
    const s = await startWebShell({ userDataDir: t.dir, botThinkMs: 0, serveRenderer: 'none', log: (m) => logs.push(m), ...extra });
    const good = new WebSocket(s.wsUrl);
    await new Promise((r) => good.once('open', r));
    let nextId = 1;
    const waiting = new Map<number, (r: Result<unknown>) => void>();
    const events: HostEvent[] = [];
    good.on('message', (d) => {
      const m = JSON.parse(String(d)) as WsMessage;
      if (m.kind === 'reply') waiting.get(m.id)?.(m.result);
      else events.push(m.event);
    });
    const invoke = (channel: string, payload: unknown): Promise<Result<unknown>> =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        good.send(JSON.stringify({ id, channel, payload }));
      });
    return { s, good, invoke, events, logs, dir: t.dir, close: async () => (good.terminate(), await s.close(), t.cleanup()) };
  }



  it('invalid, fragmented, oversized and random frames: typed replies or a closed connection; the host serves on, its game unchanged', async () => {
    const h = await shellWithGame();
    try {
      expect((await h.invoke('game:new', TWO_HUMANS)).ok).toBe(true);
      await h.s.host.whenSettled();
      await h.s.host.flush();
      const before = snapshot(h.s.host, h.dir);
      for (const [, send] of BAD) {
        const ws = await rawWs(h.s.port, `/?token=${h.s.token}`);
        send(ws);
        await Promise.race([ws.closed, new Promise((r) => setTimeout(r, 5000))]);
        expect(ws.socket.destroyed || ws.closeFrame() !== null).toBe(true);
        ws.socket.destroy();
      }
      // A valid message split in fragments is one message.
      const frag = await rawWs(h.s.port, `/?token=${h.s.token}`);
      const text = JSON.stringify({ id: 5, channel: 'app:info', payload: {} });
      frag.frame(0x01, Buffer.from(text.slice(0, 10)));
      frag.frame(0x00, Buffer.from(text.slice(10, 20)));
      frag.frame(0x89, Buffer.from('ping')); // a control frame between fragments is allowed
      frag.frame(0x80, Buffer.from(text.slice(20)));
      const end = Date.now() + 5000;
      while (!frag.texts().some((t) => t.includes('"id":5')) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
      expect(JSON.parse(frag.texts().find((t) => t.includes('"id":5'))!)).toMatchObject({ kind: 'reply', id: 5, result: { ok: true } });
      frag.socket.destroy();
      // Random bytes after the handshake, 200 connections.
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 300 }), async (bytes) => {
          const ws = await rawWs(h.s.port, `/?token=${h.s.token}`);
          ws.socket.write(bytes);
          await new Promise((r) => setTimeout(r, 5));
          ws.socket.destroy();
        }),
        { numRuns: 200, seed: 15 },
      );
      expect(await h.invoke('app:info', {})).toMatchObject({ ok: true });
      await h.s.host.flush();
      expect(snapshot(h.s.host, h.dir)).toBe(before);
    } finally {
      await h.close();
    }
  }, 120_000);

  it('pipelined duplicate intents: the same action sent 20 times at once is applied once; the others are refused (RULE)', async () => {
    const h = await shellWithGame();
    try {
      expect((await h.invoke('game:new', TWO_HUMANS)).ok).toBe(true);
      for (let round = 0; round < 5; round++) {
        await h.s.host.whenSettled();
        const state = h.s.host.currentState!;
        if (state.phase === 'game-over' || state.toAct === null) break;
        const action = legalActions(state, state.toAct)[0]!;
        const count = h.s.host.currentRecord!.actions.length;
        const replies = await Promise.all(Array.from({ length: 20 }, () => h.invoke('game:act', { action })));
        expect(replies.filter((r) => r.ok)).toHaveLength(1);
        expect(replies.filter((r) => !r.ok).every((r) => !r.ok && r.error.code === 'RULE')).toBe(true);
        expect(h.s.host.currentRecord!.actions.length).toBeGreaterThanOrEqual(count + 1);
        expect(h.s.host.currentRecord!.actions[count]).toEqual(action);
      }
    } finally {
      await h.close();
    }
  }, 60_000);

  it('stalled readers during a bot game are dropped; the reading client plays the game to its end', async () => {
    const h = await shellWithGame({ sendLimitBytes: 64 * 1024, slowClientGraceMs: 500 });
    try {
      const stalled = await Promise.all([0, 1, 2].map(() => rawWs(h.s.port, `/?token=${h.s.token}`)));
      for (const ws of stalled) {
        ws.socket.pause();
        for (let i = 0; i < 20_000; i++) ws.text(JSON.stringify({ id: i, channel: 'settings:get', payload: {} }));
      }
      expect((await h.invoke('game:new', ALL_BOTS)).ok).toBe(true);
      const end = Date.now() + 60_000;
      while (!h.events.some((e) => e.type === 'session' && e.session?.status === 'match-over') && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(h.events.some((e) => e.type === 'session' && e.session?.status === 'match-over')).toBe(true);
      const dropEnd = Date.now() + 20_000;
      while (h.logs.filter((l) => l.includes('dropped')).length < 3 && Date.now() < dropEnd) await new Promise((r) => setTimeout(r, 20));
      expect(h.logs.filter((l) => l.includes('dropped'))).toHaveLength(3);
      for (const ws of stalled) ws.socket.destroy();
    } finally {
      await h.close();
    }
  }, 120_000);
});

/** Resolves once the server sent its close frame or closed the socket (or after `ms`). */
async function closeSeen(ws: RawWs, ms: number): Promise<void> {
  const end = Date.now() + ms;
  let closed = false;
  void ws.closed.then(() => (closed = true));
  while (!closed && ws.closeFrame() === null && Date.now() < end) await new Promise((r) => setTimeout(r, 5));
}

describe("fuzzed traffic on the phones' LAN listener (issue 28)", () => {
  it('bad frames, random bytes, random hellos and 600 random sealed requests: typed replies or a closed connection; the host serves on', async () => {
    const t = tempDir();
    const s = await startWebShell({
      userDataDir: t.dir,
      botThinkMs: 0,
      serveRenderer: 'none',
      log: () => undefined,
      phones: { address: '127.0.0.1', log: () => undefined, limits: { messagesPerSecond: 100_000, burst: 100_000, maxPerAddress: 1000, maxConnections: 1000 } },
    });
    const good = new WebSocket(s.wsUrl);
    await new Promise((r) => good.once('open', r));
    const waiting = new Map<number, (r: Result<unknown>) => void>();
    good.on('message', (d) => {
      const m = JSON.parse(String(d)) as WsMessage;
      if (m.kind === 'reply') waiting.get(m.id)?.(m.result);
    });
    let nextId = 1;
    const invoke = (channel: string, payload: unknown): Promise<Result<unknown>> =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        good.send(JSON.stringify({ id, channel, payload }));
      });
    try {
      expect((await invoke('game:new', PHONES_GAME)).ok).toBe(true);
      const pairing = (await invoke('phones:pairing', {})) as Result<PhonePairing>;
      if (!pairing.ok) throw new Error(pairing.error.message);
      const port = s.phones.port!;
      const LAN_LIMIT = 64 * 1024;
      const bad: ((ws: RawWs) => void)[] = [
        ...BAD_FRAMES,
        (ws) => (ws.frame(0x01, Buffer.alloc(LAN_LIMIT / 2 + 1, 0x20)), ws.frame(0x80, Buffer.alloc(LAN_LIMIT / 2 + 1, 0x20))),
        (ws) => ws.frame(0x82, Buffer.alloc(LAN_LIMIT + 1, 1)),
      ];
      for (const send of bad) {
        const ws = await rawWs(port, '/phone');
        send(ws);
        await closeSeen(ws, 5000);
        expect(ws.socket.destroyed || ws.closeFrame() !== null).toBe(true);
        ws.socket.destroy();
      }
      // random bytes after the handshake, and random hellos: never paired, never a game message
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ minLength: 1, maxLength: 300 }), async (bytes) => {
          const ws = await rawWs(port, '/phone');
          ws.socket.write(bytes);
          await new Promise((r) => setTimeout(r, 5));
          ws.socket.destroy();
        }),
        { numRuns: 100, seed: 28 },
      );
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.json(), fc.record({ kind: fc.constant('hello'), seat: fc.integer({ min: -1, max: 7 }), box: fc.base64String() }).map((x) => JSON.stringify(x))), async (text) => {
          const ws = await rawWs(port, '/phone');
          ws.text(text);
          await closeSeen(ws, 3000);
          expect(ws.texts().length).toBeLessThanOrEqual(1); // the challenge only
          expect(ws.closeFrame()?.code ?? CLOSE.refused).toBe(CLOSE.refused);
          ws.socket.destroy();
        }),
        { numRuns: 100, seed: 29 },
      );
      // a paired phone (seat 0) sends random requests on every channel, sealed: each is answered, typed
      const link = parsePhoneFragment(new URL(pairing.value.seats[0]!.url).hash)!;
      const phone = new WebSocket(`ws://127.0.0.1:${port}/phone`);
      const replies = new Map<number, Result<unknown>>();
      let inSeq = 0;
      let paired = false;
      let nonce = '';
      phone.on('message', (d, binary) => {
        if (!binary) {
          nonce = (JSON.parse(String(d)) as { nonce: string }).nonce;
          phone.send(phoneHello(0, link.pairingKey, link.cipherKey, nonce));
          return;
        }
        const opened = openFrame(link.cipherKey, 'to-phone', inSeq++, new Uint8Array(d as Buffer), nonce);
        const m = opened?.m as { kind: string; id?: number; result?: Result<unknown> } | undefined;
        if (m?.kind === 'paired') paired = true;
        if (m?.kind === 'reply') replies.set(m.id!, m.result!);
      });
      const end = Date.now() + 5000;
      while (!paired && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
      expect(paired).toBe(true);
      let outSeq = 0;
      const sent: { id: number; channel: string }[] = [];
      fc.assert(
        fc.property(fc.constantFrom(...CHANNELS, 'nope', ''), fc.oneof(fc.constant({}), fc.anything(), fc.record({ seat: fc.integer({ min: -1, max: 6 }) }), fc.record({ action: fc.record({ type: fc.constantFrom('bid', 'dudo', 'calzo'), seat: fc.integer({ min: 0, max: 2 }), count: fc.integer({ min: 0, max: 9 }), face: fc.integer({ min: 0, max: 7 }) }) })), (channel, payload) => {
          const id = sent.length + 1;
          sent.push({ id, channel });
          phone.send(sealFrame(link.cipherKey, 'to-host', outSeq++, { id, channel, payload }, nonce));
        }),
        { numRuns: 600, seed: 30 },
      );
      const until = Date.now() + 20_000;
      while (replies.size < sent.length && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(replies.size, JSON.stringify(sent.filter((x) => !replies.has(x.id)))).toBe(sent.length);
      for (const { id, channel } of sent) {
        const r = replies.get(id)!;
        if (r.ok) expect(PHONE_CHANNELS as readonly string[]).toContain(channel);
        else {
          expect(ERROR_CODES).toContain(r.error.code);
          expect(r.error.code).not.toBe('INTERNAL');
        }
        // a channel a phone may not use is refused whatever its payload (or BAD_PAYLOAD when there is none)
        if (!(PHONE_CHANNELS as readonly string[]).includes(channel) && isChannel(channel)) expect(['FORBIDDEN', 'BAD_PAYLOAD']).toContain(r.ok ? 'ok' : r.error.code);
      }
      // no action was applied for another seat, the game still runs, the host serves the screen
      expect(s.host.currentRecord!.actions.some((a) => 'seat' in a && a.seat === 1 && a.type !== 'direction')).toBe(false);
      expect(await invoke('app:info', {})).toMatchObject({ ok: true });
      phone.terminate();
    } finally {
      good.terminate();
      await s.close();
      t.cleanup();
    }
  }, 120_000);
});
