// Issue 15, point 5, with 3D dice: a roll the renderer threw (it reports axes, the host reads the
// labels, issue 12) is told to the clients only once its autosave is on disk, so a resume after a
// kill never throws again a hand a player has seen.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HostEvent } from '../../common/contract/index';
import { parseAutosave } from '../../main/host/index';
import { ALL_BOTS, hostInTempDir, useCleanups } from './helpers';

const cleanups = useCleanups();

function savedActions(dir: string): number {
  const file = join(dir, 'autosave.json');
  if (!existsSync(file)) return 0;
  const parsed = parseAutosave(readFileSync(file, 'utf8'));
  return parsed.ok ? parsed.session.record.actions.length : 0;
}

describe('durability of rolls thrown with 3D physics (issue 15, point 5)', () => {
  it('every startRoll and roll a client is told of is already in the autosave, with the dice:result answered after it', async () => {
    const { host, dir } = hostInTempDir(cleanups, { diceTimeoutMs: 60_000 });
    const told: { index: number; savedThen: number }[] = [];
    const requests: Extract<HostEvent, { type: 'dice-request' }>[] = [];
    const client = host.connect((e) => {
      if (e.type === 'events' && (e.action.type === 'roll' || e.action.type === 'startRoll')) told.push({ index: e.actionIndex, savedThen: savedActions(dir) });
      if (e.type === 'dice-request') requests.push(e);
    });
    expect((await client.handle('game:new', { ...ALL_BOTS, dice3d: true })).ok).toBe(true);
    let answered = 0;
    for (let i = 0; i < 2000 && answered < 2; i++) {
      await new Promise((r) => setTimeout(r, 10));
      const req = requests.shift();
      if (!req) continue;
      const r = await client.handle('dice:result', { roundId: req.roundId, cups: req.cups.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice ?? 0 }, () => 2) })) });
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      const index = (r.value as { actionIndex: number }).actionIndex;
      expect(savedActions(dir)).toBeGreaterThan(index); // answered once durable
      answered++;
    }
    expect(answered).toBe(2); // the start roll and the first round's roll (three bots: no human to wait for), both thrown by the renderer
    expect(told.length).toBeGreaterThanOrEqual(2);
    for (const t of told) expect(t.savedThen, `action ${t.index} was told before it was saved`).toBeGreaterThan(t.index);
  });
});
