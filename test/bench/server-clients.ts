// bench:server's simulated people (issue 38): one child process of the bench holding its share of
// the tables, four @colyseus/sdk clients each, every table at one action a second (each at its own
// phase of the second, or all at once with the bench's --burst); it times
// action -> every client's update (the view of the applied action) and sends the figures back over
// IPC. The bench runs two of these so that the clients' own CPU is not the server's (both on loopback).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { MSG_LOBBY_ACT } from '../../common/online/room-protocol';
import { choose, createTable, joinTable, PERSON, recordFrames, until, type Person } from '../server/helpers';

/** What the bench tells a clients' process. */
export interface ClientsJob {
  /** The server processes' urls: table t is created through urls[t % urls.length]. */
  readonly urls: readonly string[];
  readonly tables: number;
  /** This process's place among the clients' processes (its tables' phases interleave with the others'). */
  readonly index: number;
  readonly processes: number;
  /** Every table acts at the same moment of each second (the worst case), not at its own phase. */
  readonly burst: boolean;
}
export type ToClients = { readonly go: 'measure' } | { readonly go: 'stop' };
export type FromClients = { readonly ready: number } | { readonly done: { latencies: number[]; actions: number; loopP99Ms: number } } | { readonly failed: string };

/** One table of four people: acts once a second for whoever must act, and times every client's update. */
class BenchTable {
  private pending: { at: number; target: number; seen: Set<number> } | null = null;
  private last = 0;
  actions = 0;

  constructor(
    readonly people: Person[],
    private readonly latencies: number[],
    private readonly measuring: () => boolean,
  ) {
    people.forEach((p, i) => {
      p.listener = (e) => {
        if (e.type !== 'view') return;
        const pend = this.pending;
        if (!pend || e.actionCount < pend.target || pend.seen.has(i)) return;
        pend.seen.add(i);
        if (this.measuring()) this.latencies.push(performance.now() - pend.at);
        if (pend.seen.size === people.length) this.pending = null;
      };
      p.events.length = 0;
    });
  }

  /** The table's first action comes at `at` (its phase in the second: `last` one second before). */
  startAt(at: number): void {
    this.last = at - 1000;
  }

  tick(now: number): void {
    for (const p of this.people) p.events.length = 0;
    const creator = this.people[0]!;
    if (creator.lobby?.phase === 'over') {
      creator.room.send(MSG_LOBBY_ACT, { type: 'rematch' });
      return;
    }
    // one action in flight per table: a new one while the last is not told everywhere would drop its
    // timing (the latencies past 1 s were censored so) and pile up work on a server already late
    if (this.pending || now - this.last < 1000) return;
    const actor = this.people.find((p) => p.view && p.view.legal.length > 0 && p.view.seat !== null);
    if (!actor || !actor.view) return;
    this.last = now;
    this.pending = { at: performance.now(), target: actor.actionCount + 1, seen: new Set() };
    if (this.measuring()) this.actions++;
    void actor.request('game:act', { action: choose(actor.view.legal, actor.actionCount) }).catch(() => undefined);
  }
}

async function main(job: ClientsJob): Promise<void> {
  recordFrames(false);
  const latencies: number[] = [];
  let measuring = false;
  const tables: BenchTable[] = [];
  const open = async (t: number): Promise<BenchTable> => {
    const url = job.urls[t % job.urls.length]!;
    const ana = await createTable(url, { person: PERSON('Ana'), seats: [{ kind: 'friend' }, { kind: 'friend' }, { kind: 'friend' }], match: { targetWins: 1, startingChips: 100 } });
    const { code, secret } = ana.welcome!;
    const others = await Promise.all(['Ben', 'Cy', 'Di'].map((name) => joinTable(url, code, { secret, person: PERSON(name) })));
    ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
    return new BenchTable([ana, ...others], latencies, () => measuring);
  };
  // eight tables opened at a time (the set-up is not measured; one at a time, 500 tables took minutes on a loaded machine)
  for (let t = 0; t < job.tables; t += 8) tables.push(...(await Promise.all(Array.from({ length: Math.min(8, job.tables - t) }, (_, k) => open(t + k)))));
  await until(() => tables.every((t) => t.people.every((p) => p.view !== null)), 'every table started', 120_000);
  // each table's phase in the second: spread evenly over all the processes' tables (people at independent
  // tables do not act in step), or all at once with --burst; a first action, so that the warm-up has begun
  // by the time every process is ready
  const t0 = performance.now();
  const all = job.tables * job.processes;
  tables.forEach((t, i) => t.startAt(job.burst ? t0 : t0 + ((i * job.processes + job.index) / all) * 1000));
  const timer = setInterval(() => {
    const now = performance.now();
    for (const t of tables) t.tick(now);
  }, 10);
  // this process's own event-loop delay while measured: the part of the latency that is the clients' wait, not the server's
  const loop = monitorEventLoopDelay({ resolution: 5 });
  const send = (m: FromClients): void => void process.send!(m);
  send({ ready: tables.length });
  process.on('message', (m: ToClients) => {
    if (m.go === 'measure') {
      measuring = true;
      loop.enable();
    } else {
      measuring = false;
      loop.disable();
      clearInterval(timer);
      send({ done: { latencies, actions: tables.reduce((s, t) => s + t.actions, 0), loopP99Ms: loop.percentile(99) / 1e6 } });
      setTimeout(() => process.exit(0), 200);
    }
  });
}

process.once('message', (job: ClientsJob) => {
  main(job).catch((e: unknown) => {
    process.send!({ failed: e instanceof Error ? e.message : String(e) } satisfies FromClients);
    setTimeout(() => process.exit(1), 200);
  });
});
