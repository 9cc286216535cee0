// Issue 39 item 3: the channel abstraction on an in-memory pipe (no socket). The server answers each
// request under its id, pushes events, answers BUSY as the host gives it, refuses a channel outside
// its allow-list and a malformed frame with typed errors that reach no host; the client matches
// replies to ids, times out, fails what waits when the connection closes and connects again; the
// sealed layer refuses a frame of another connection (its challenge) with CLOSE.badFrame.
import { describe, expect, it } from 'vitest';
import {
  CLOSE,
  createChannelClient,
  jsonProtocol,
  MalformedFrame,
  protocolParts,
  sealedProtocol,
  serveChannel,
  type ChannelHostClient,
  type Protocol,
  type WireFrame,
} from '../../common/channel/index';
import { errResult, okResult, sealFrame, type HostEvent, type Result } from '../../common/contract/index';

/** Two protocols joined back to back: what one sends the other receives (on a later microtask, as a socket would). */
function pipe<M>(): [Protocol<M>, Protocol<M>] {
  const ends: ReturnType<typeof protocolParts<M>>[] = [];
  const make = (other: () => ReturnType<typeof protocolParts<M>>): ReturnType<typeof protocolParts<M>> =>
    protocolParts<M>({
      send: (m) => void Promise.resolve().then(() => other().emit(m)),
      close: (code, reason) => void Promise.resolve().then(() => other().ended(code, reason)),
    });
  ends.push(make(() => ends[1]!), make(() => ends[0]!));
  return [ends[0]!.protocol, ends[1]!.protocol];
}

/** A host client that records what reaches it, answering with `answer`. */
function recordingHost(answer: (channel: string, payload: unknown) => Result<unknown> | Promise<Result<unknown>> = () => okResult('done')) {
  const handled: { channel: string; payload: unknown }[] = [];
  let push: (e: HostEvent) => void = () => undefined;
  let disconnects = 0;
  const connect = (p: (e: HostEvent) => void): ChannelHostClient => {
    push = p;
    return {
      id: 7,
      handle: async (channel, payload) => {
        handled.push({ channel, payload });
        return answer(channel, payload);
      },
      disconnect: () => void disconnects++,
    };
  };
  return { connect, handled, push: (e: HostEvent) => push(e), disconnects: () => disconnects };
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));
const EVENT = { type: 'phones', pairing: null } as unknown as HostEvent;

describe('channel server and client (issue 39 item 3)', () => {
  it('a request is answered under its own id, out of order replies find their requests, and events are pushed', async () => {
    const [hostEnd, pageEnd] = pipe<unknown>();
    const gates: ((r: Result<unknown>) => void)[] = [];
    const host = recordingHost((channel) => (channel === 'slow' ? new Promise((r) => gates.push(r)) : okResult(channel)));
    serveChannel(hostEnd, host.connect);
    const client = createChannelClient({ connect: async () => pageEnd });
    const events: HostEvent[] = [];
    client.onEvent((e) => events.push(e));
    const slow = client.request('slow', {});
    const fast = client.request('app:info', {});
    expect(await fast).toEqual(okResult('app:info'));
    gates[0]!(okResult('late'));
    expect(await slow).toEqual(okResult('late'));
    host.push(EVENT);
    await tick();
    expect(events).toEqual([EVENT]);
    expect(host.handled.map((h) => h.channel)).toEqual(['slow', 'app:info']);
  });

  it("BUSY and the host's other refusals reach the page as the host gave them", async () => {
    const [hostEnd, pageEnd] = pipe<unknown>();
    serveChannel(hostEnd, recordingHost(() => errResult('BUSY', 'busy')).connect);
    const client = createChannelClient({ connect: async () => pageEnd });
    expect(await client.request('game:act', {})).toEqual(errResult('BUSY', 'busy'));
  });

  it('a channel outside the allow-list is answered FORBIDDEN and never reaches the host', async () => {
    const [hostEnd, pageEnd] = pipe<unknown>();
    const host = recordingHost();
    serveChannel(hostEnd, host.connect, { allowed: ['game:act'], forbidden: (c) => `no ${c}` });
    const client = createChannelClient({ connect: async () => pageEnd });
    expect(await client.request('settings:set', {})).toEqual(errResult('FORBIDDEN', 'no settings:set'));
    expect((await client.request('game:act', {})).ok).toBe(true);
    expect(host.handled.map((h) => h.channel)).toEqual(['game:act']);
  });

  it('malformed frames and requests get typed BAD_PAYLOAD replies (under their id when they have one) and change nothing', async () => {
    const [hostEnd, raw] = pipe<WireFrame>();
    const host = recordingHost();
    serveChannel(jsonProtocol(hostEnd), host.connect);
    const replies: unknown[] = [];
    raw.onMessage((m) => replies.push(typeof m === 'string' ? JSON.parse(m) : m));
    for (const frame of ['{not json', JSON.stringify({ id: 4, channel: 'game:act' }), JSON.stringify({ id: -3, channel: 'x', payload: 1 }), JSON.stringify([1, 2]), new Uint8Array([0xff, 0xfe])]) raw.send(frame);
    await tick();
    expect(replies).toEqual([
      { kind: 'reply', id: -1, result: errResult('BAD_PAYLOAD', 'Messages are JSON.') },
      { kind: 'reply', id: 4, result: errResult('BAD_PAYLOAD', 'A message is {id, channel, payload}.') },
      { kind: 'reply', id: -1, result: errResult('BAD_PAYLOAD', 'A message is {id, channel, payload}.') },
      { kind: 'reply', id: -1, result: errResult('BAD_PAYLOAD', 'A message is {id, channel, payload}.') },
      { kind: 'reply', id: -1, result: errResult('BAD_PAYLOAD', 'Messages are JSON.') },
    ]);
    expect(host.handled).toEqual([]);
    expect(host.disconnects()).toBe(0);
  });

  it('a request unanswered within the timeout is answered DISCONNECTED; its late reply is dropped', async () => {
    const [hostEnd, pageEnd] = pipe<unknown>();
    let release: (r: Result<unknown>) => void = () => undefined;
    serveChannel(hostEnd, recordingHost(() => new Promise((r) => (release = r))).connect);
    const client = createChannelClient({ connect: async () => pageEnd, timeoutMs: 20 });
    const r = await client.request('game:act', {});
    expect(r).toMatchObject({ ok: false, error: { code: 'DISCONNECTED', message: expect.stringContaining('within 20 ms') as unknown as string } });
    release(okResult('late'));
    await tick();
    expect(client.waiting).toBe(0);
  });

  it('a closed connection fails what waits (DISCONNECTED), disconnects the host client once, and the next request connects again', async () => {
    const host = recordingHost(() => new Promise(() => undefined));
    let connections = 0;
    const ends: Protocol<unknown>[] = [];
    const client = createChannelClient({
      connect: async () => {
        connections++;
        const [hostEnd, pageEnd] = pipe<unknown>();
        serveChannel(hostEnd, host.connect);
        ends.push(hostEnd);
        return pageEnd;
      },
    });
    const waiting = client.request('game:act', {});
    await tick();
    ends[0]!.close(CLOSE.ended, 'the game ended');
    expect(await waiting).toEqual({ ok: false, error: { code: 'DISCONNECTED', message: 'The connection to the host was closed.' } });
    expect(host.disconnects()).toBe(1);
    void client.request('app:info', {});
    await tick();
    expect(connections).toBe(2);
    client.close();
    expect(await client.request('app:info', {})).toEqual({ ok: false, error: { code: 'DISCONNECTED', message: 'The client is closed.' } });
  });

  it('a host that cannot be reached is a DISCONNECTED reply, never a rejection', async () => {
    const client = createChannelClient({ connect: () => Promise.reject(new Error('Cannot reach the host.')) });
    expect(await client.request('app:info', {})).toEqual({ ok: false, error: { code: 'DISCONNECTED', message: 'Cannot reach the host.' } });
  });

  it('closing with a named code tells the other end that code', async () => {
    const [a, b] = pipe<unknown>();
    const seen: number[] = [];
    b.onClose((code) => seen.push(code));
    a.close(CLOSE.revoked, 'this link was replaced');
    await tick();
    expect(seen).toEqual([4403]);
    expect(a.closed && b.closed).toBe(true);
  });
});

describe('the sealed layer (issue 39 item 3)', () => {
  const key = new Uint8Array(32).fill(9);

  it('both ends speak through it; a frame of another connection (another challenge) closes it with CLOSE.badFrame and reaches nothing', async () => {
    const [hostWire, phoneWire] = pipe<WireFrame>();
    const host = recordingHost();
    serveChannel(sealedProtocol(hostWire, { key, challenge: 'c-one', side: 'host' }), host.connect);
    const client = createChannelClient({ connect: async () => sealedProtocol(phoneWire, { key, challenge: 'c-one', side: 'phone' }) });
    expect(await client.request('app:info', {})).toEqual(okResult('done'));
    // frame 1 as the phone would write it, but for another connection's challenge
    const closes: number[] = [];
    phoneWire.onClose((code) => closes.push(code));
    phoneWire.send(sealFrame(key, 'to-host', 1, { id: 9, channel: 'game:act', payload: {} }, 'c-two'));
    await tick();
    await tick();
    expect(closes).toEqual([CLOSE.badFrame]);
    expect(host.handled.map((h) => h.channel)).toEqual(['app:info']);
    expect(host.disconnects()).toBe(1);
  });

  it('a text frame, a replayed frame and a reflected one are refused alike', async () => {
    for (const bad of ['text', 'replay', 'reflect'] as const) {
      const [hostWire, phoneWire] = pipe<WireFrame>();
      const host = recordingHost();
      serveChannel(sealedProtocol(hostWire, { key, challenge: 'c', side: 'host' }), host.connect);
      const frame = sealFrame(key, 'to-host', 0, { id: 1, channel: 'app:info', payload: {} }, 'c');
      const fromHost: WireFrame[] = [];
      phoneWire.onMessage((m) => void (m instanceof MalformedFrame || fromHost.push(m)));
      phoneWire.send(frame);
      await tick();
      await tick();
      expect(fromHost).toHaveLength(1);
      phoneWire.send(bad === 'text' ? '{"id":2}' : bad === 'replay' ? frame : fromHost[0]!);
      await tick();
      expect(hostWire.closed).toBe(true);
      expect(host.handled).toHaveLength(1);
    }
  });
});
