// The kill -9 tests' shared steps (issue 38): two people play a table of a server child process
// until a few actions are acknowledged mid-round; after the kill, what they were told is checked
// against the table's saved record (every acknowledged action there, no roll rolled again).
import { expect } from 'vitest';
import { MSG_LOBBY_ACT, type WsMessage } from '../../common/online/room-protocol';
import { autoplay, createTable, joinTable, PERSON, until, type Person } from './helpers';

/** The rolls a person was told: action index -> their own seat's dice. */
export function toldRolls(p: Person, seat: number): Map<number, string> {
  const rolls = new Map<number, string>();
  for (const f of p.frames) {
    if (f.type !== 'msg') continue;
    const m = f.message as WsMessage;
    if (m.kind === 'event' && m.event.type === 'events' && m.event.action.type === 'roll') rolls.set(m.event.actionIndex, JSON.stringify(m.event.action.dice[seat]));
  }
  return rolls;
}

export interface MidRound {
  readonly ana: Person;
  readonly ben: Person;
  readonly code: string;
  readonly secret: string;
  /** The acknowledged actions: each ok reply's action index -> its action. */
  readonly acked: Map<number, unknown>;
}

/** Ana creates a table at `url`, Ben joins, both play until 6 actions are acknowledged and a round is in its bidding. */
export async function playMidRound(url: string, people: Person[]): Promise<MidRound> {
  const ana = await createTable(url);
  const { code, secret } = ana.welcome!;
  const ben = await joinTable(url, code, { secret, person: PERSON('Ben', '#2e86c1') });
  people.push(ana, ben);
  const acked = new Map<number, unknown>();
  for (const p of [ana, ben]) {
    const request = p.request.bind(p);
    p.request = async (channel, payload, timeoutMs) => {
      const r = await request(channel, payload, timeoutMs);
      if (channel === 'game:act' && r.ok) acked.set((r.value as { actionIndex: number }).actionIndex, (payload as { action: unknown }).action);
      return r;
    };
  }
  ana.room.send(MSG_LOBBY_ACT, { type: 'start' });
  await until(() => ana.view !== null && ben.view !== null, 'the game');
  autoplay(ana, ben);
  await until(() => acked.size >= 6 && ana.view?.phase === 'bidding', 'a few acknowledged actions mid-round', 30_000);
  return { ana, ben, code, secret, acked };
}

/** Every acknowledged action is in the saved `actions`, and every roll told to a seat is there with the same dice. */
export function expectKept(actions: readonly unknown[], acked: ReadonlyMap<number, unknown>, rolls: readonly Map<number, string>[]): void {
  for (const [index, action] of acked) expect(actions[index], `acknowledged action ${index}`).toEqual(action);
  rolls.forEach((told, seat) => {
    for (const [index, dice] of told) {
      const a = actions[index] as { type: string; dice?: unknown[] } | undefined;
      expect(a?.type).toBe('roll');
      expect(JSON.stringify(a?.dice?.[seat]), `roll ${index} of seat ${seat}`).toBe(dice);
    }
  });
}

/** Both take their seats back at `url` with their tokens and see the saved game; the round played keeps its dice. */
export async function expectSeatsBack(url: string, before: MidRound, savedActions: number, lastRollOfBen: string, people: Person[]): Promise<{ ana2: Person; ben2: Person }> {
  const ana2 = await joinTable(url, before.code, { secret: before.secret, person: PERSON('Ana'), seatToken: before.ana.welcome!.seatToken });
  const ben2 = await joinTable(url, before.code, { secret: before.secret, person: PERSON('Ben'), seatToken: before.ben.welcome!.seatToken });
  people.push(ana2, ben2);
  expect([ana2.welcome!.seat, ben2.welcome!.seat]).toEqual([0, 1]);
  await until(() => ana2.view !== null && ben2.view !== null, 'the views after the restart');
  expect(ana2.actionCount).toBeGreaterThanOrEqual(savedActions);
  if (ben2.view!.round === before.ben.view!.round) expect(JSON.stringify(ben2.view!.hands[1])).toBe(lastRollOfBen);
  return { ana2, ben2 };
}

/** The last roll told to a seat (its hand in the round being played). */
export function lastRoll(rolls: Map<number, string>): string {
  return [...rolls].sort((a, b) => a[0] - b[0]).at(-1)![1];
}
