// Issue 30 item 5 (docs/host.md, "A silent table"): a table that says it shows the game but never
// continues a reveal no longer holds it past a bound: the auto-continue delay and a grace, or, with
// auto-continue off, SILENT_TABLE_MS after another table continued. With no Continue at all and
// auto-continue off, the reveal waits for people as long as they like. The clock is the test's.
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../engine/index';
import { AUTO_CONTINUE_GRACE_MS, SILENT_TABLE_MS, type GameHost, type HostTimers } from '../../main/host/host';
import { hostInTempDir, recorder, TWO_HUMANS, useCleanups } from './helpers';

const cleanups = useCleanups();
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
type Client = ReturnType<GameHost['connect']>;

/** A clock the test moves by hand: timers fire only in `advance`. */
function manualClock(): HostTimers & { advance(ms: number): Promise<void> } {
  let now = 1_000_000;
  let next = 1;
  const pending = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = next++;
      pending.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(h) {
      pending.delete(h as number);
    },
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...pending].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
      await sleep(20); // the host's own setImmediate steps
    },
  };
}

/** Bids then a dudo (both seats are people, held by `screen`) until the first challenge is resolved; its round. */
async function playToReveal(host: GameHost, screen: Client): Promise<number> {
  const start = host.currentState?.lastResolution?.round ?? 0;
  for (let i = 0; i < 200; i++) {
    await host.whenSettled();
    const s = host.currentState!;
    if (s.lastResolution && s.lastResolution.round > start && s.phase !== 'bidding') return s.lastResolution.round;
    if (s.toAct === null) {
      await sleep(5);
      continue;
    }
    const legal = legalActions(s, s.toAct);
    const r = await screen.handle('game:act', { action: legal.find((a) => a.type === 'dudo') ?? legal[0]! });
    if (!r.ok) throw new Error(r.error.code);
  }
  throw new Error('no challenge');
}

const movedOn = (host: GameHost, round: number): boolean => host.currentState!.phase === 'game-over' || host.currentState!.round > round;

async function twoTables(autoContinueSec: number) {
  const clock = manualClock();
  const { host } = hostInTempDir(cleanups, { timers: clock });
  const screen = recorder(host).client;
  const second = recorder(host).client;
  await screen.handle('settings:set', { patch: { autoContinueSec } });
  await screen.handle('client:table', { watching: true, dice3d: false });
  await second.handle('client:table', { watching: true, dice3d: false });
  await screen.handle('game:new', TWO_HUMANS);
  // a second screen showing the table, as a phones mode's shared screen would
  expect(host.assign(second.id, { kind: 'shared', seats: [] }).ok).toBe(true);
  return { clock, host, screen, second };
}

describe('a silent table no longer holds the reveal', () => {
  it('auto-continue on (5 s): a table that never continues holds the reveal for 5 s + the grace, not for ever', async () => {
    const { clock, host, screen, second } = await twoTables(5);
    const round = await playToReveal(host, screen);
    await screen.handle('round:continue', { round });
    await clock.advance(5000 + AUTO_CONTINUE_GRACE_MS - 1);
    await host.whenSettled();
    expect(host.currentState!.round).toBe(round); // the silent table is still waited for
    await clock.advance(1);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
    void second;
  });

  it('auto-continue on, one table that never continues at all: the bound still ends the wait', async () => {
    const clock = manualClock();
    const { host } = hostInTempDir(cleanups, { timers: clock });
    const screen = recorder(host).client;
    await screen.handle('settings:set', { patch: { autoContinueSec: 3 } });
    await screen.handle('client:table', { watching: true, dice3d: false });
    await screen.handle('game:new', TWO_HUMANS);
    const round = await playToReveal(host, screen);
    await clock.advance(3000 + AUTO_CONTINUE_GRACE_MS - 1);
    expect(host.currentState!.round).toBe(round);
    await clock.advance(1);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
  });

  it(`auto-continue off: ${SILENT_TABLE_MS / 1000} s after another table continued, the silent one no longer holds it; with no Continue at all the reveal waits (10 minutes)`, async () => {
    const { clock, host, screen } = await twoTables(0);
    const round = await playToReveal(host, screen);
    await clock.advance(600_000);
    await host.whenSettled();
    expect(host.currentState!.round).toBe(round); // people read the reveal as long as they like
    await screen.handle('round:continue', { round });
    await host.whenSettled();
    await clock.advance(SILENT_TABLE_MS - 1);
    await host.whenSettled();
    expect(host.currentState!.round).toBe(round);
    await clock.advance(1);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
  });

  it('a silenced table is not waited for at the next reveal while it stays silent; once it speaks again it is', async () => {
    const { clock, host, screen, second } = await twoTables(0);
    const round = await playToReveal(host, screen);
    await screen.handle('round:continue', { round });
    await host.whenSettled();
    await clock.advance(SILENT_TABLE_MS);
    await host.whenSettled();
    expect(movedOn(host, round)).toBe(true);
    // still silent: the next reveal waits only for the screen
    const round2 = await playToReveal(host, screen);
    await screen.handle('round:continue', { round: round2 });
    await sleep(20);
    await host.whenSettled();
    expect(movedOn(host, round2)).toBe(true);
    if (host.currentState!.phase === 'game-over') return;
    // it speaks again: waited for from its next reveal
    await second.handle('client:table', { watching: true, dice3d: false });
    const round3 = await playToReveal(host, screen);
    await screen.handle('round:continue', { round: round3 });
    await sleep(20);
    await host.whenSettled();
    expect(host.currentState!.round).toBe(round3);
    await second.handle('round:continue', { round: round3 });
    await sleep(20);
    await host.whenSettled();
    expect(movedOn(host, round3)).toBe(true);
  });
});
