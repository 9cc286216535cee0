// bench:server --hostile N (issue 38, "the other tables' p99 stays within the goal"): a child process of
// the bench holding hostile connections beside the measured tables. N seated people (two at each of
// their own tables, in a game) each send the fuzz messages of test/server/hostile-messages.ts, malformed
// and valid-shaped, at the server's per-connection allowance (20 a second); --idle M (default N) TCP
// connections that never send a byte (held until the server drops them, then opened again); and
// --flood K WebSockets that never join a table, each opened again 100 ms after the server closes it.
// It counts what it sent, the errors it was answered, and the sockets closed, and sends the figures
// back over IPC.
import fc from 'fast-check';
import { connect } from 'node:net';
import WebSocket from 'ws';
import { MSG_LOBBY_ACT } from '../../common/online/room-protocol';
import { createTable, joinTable, PERSON, recordFrames, until, type Person } from '../server/helpers';
import { hostileMessage } from '../server/hostile-messages';

export interface HostileJob {
  readonly url: string;
  /** Seated hostile people (rounded up to an even number: two a table). */
  readonly connections: number;
  /** TCP connections that never send a byte, each opened again 100 ms after the server drops it. */
  readonly idle: number;
  /** WebSockets that never join a table, each opened again 100 ms after the server closes it. */
  readonly flood: number;
  /** Fuzz messages a second from each seated person. */
  readonly rate: number;
}
export interface HostileFigures {
  /** Fuzz messages sent while measured, and the errors answered to them. */
  readonly sent: number;
  readonly errors: number;
  /** Seated hostile people the server closed (flood), of those seated. */
  readonly closed: number;
  readonly seated: number;
  /** Idle connections the server dropped, and flood sockets it closed, while measured. */
  readonly idleClosed: number;
  readonly floodClosed: number;
}
export type ToHostile = { readonly go: 'measure' } | { readonly go: 'stop' };
export type FromHostile = { readonly ready: number } | { readonly done: HostileFigures } | { readonly failed: string };

const TICK_MS = 50;

async function main(job: HostileJob): Promise<void> {
  recordFrames(false);
  const people: Person[] = [];
  for (let t = 0; t < Math.ceil(job.connections / 2); t++) {
    const eve = await createTable(job.url, { person: PERSON(`Eve${t}`), seats: [{ kind: 'friend' }] });
    const mal = await joinTable(job.url, eve.welcome!.code, { secret: eve.welcome!.secret, person: PERSON(`Mal${t}`) });
    eve.room.send(MSG_LOBBY_ACT, { type: 'start' });
    people.push(eve, mal);
  }
  await until(() => people.every((p) => p.view !== null), 'the hostile tables started', 120_000);
  const pool = fc.sample(hostileMessage(), { numRuns: 5000, seed: 38 });
  let measuring = false;
  let sent = 0;
  let idleClosed = 0;
  let floodClosed = 0;
  const errorsAtStart = (): number => people.reduce((s, p) => s + p.errors.length, 0);
  let errors0 = 0;
  let stopped = false;
  const base = new URL(job.url);
  // the silent connections open now (destroyed at the stop)
  const held = new Set<ReturnType<typeof connect>>();
  const idle = (): void => {
    if (stopped) return;
    const socket = connect(Number(base.port), base.hostname);
    held.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      held.delete(socket);
      if (measuring) idleClosed++;
      setTimeout(idle, 100);
    });
  };
  const flood = (): void => {
    if (stopped) return;
    const ws = new WebSocket(`ws://${base.host}/`);
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (measuring) floodClosed++;
      setTimeout(flood, 100);
    });
  };
  for (let i = 0; i < job.idle; i++) idle();
  for (let i = 0; i < job.flood; i++) flood();
  const perTick = (job.rate * TICK_MS) / 1000;
  let owed = 0;
  let at = 0;
  const timer = setInterval(() => {
    owed += perTick;
    const n = Math.floor(owed);
    owed -= n;
    for (const p of people) {
      if (p.left !== null) continue;
      for (let k = 0; k < n; k++) {
        const m = pool[at++ % pool.length]!;
        p.room.send(m.type, m.payload);
        if (measuring) sent++;
      }
    }
  }, TICK_MS);
  const send = (m: FromHostile): void => void process.send!(m);
  send({ ready: people.length });
  process.on('message', (m: ToHostile) => {
    if (m.go === 'measure') {
      measuring = true;
      errors0 = errorsAtStart();
      return;
    }
    measuring = false;
    stopped = true;
    clearInterval(timer);
    send({ done: { sent, errors: errorsAtStart() - errors0, closed: people.filter((p) => p.left !== null).length, seated: people.length, idleClosed, floodClosed } });
    for (const socket of held) socket.destroy();
    setTimeout(() => process.exit(0), 200);
  });
}

process.once('message', (job: HostileJob) => {
  main(job).catch((e: unknown) => {
    process.send!({ failed: e instanceof Error ? e.message : String(e) } satisfies FromHostile);
    setTimeout(() => process.exit(1), 200);
  });
});
