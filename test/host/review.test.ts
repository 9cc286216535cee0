// Issue 40: the host's review channels (main/host/review-channels.ts): a history game reviewed in the
// worker with progress, kept beside its record and read back; a corrupt record refused with nothing
// written; a game in progress refused; cancel; hints in solo games only.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameReview, History, ReviewHint } from '../../common/contract/index';
import { ALL_BOTS, hostInTempDir, ONE_HUMAN, recorder, TWO_HUMANS, untilOver, useCleanups } from './helpers';

describe('review channels (issue 40)', () => {
  const cleanups = useCleanups();

  async function finishedHistoryGame() {
    const h = hostInTempDir(cleanups);
    const { client, events } = recorder(h.host);
    expect(await client.handle('game:new', ALL_BOTS)).toMatchObject({ ok: true });
    await untilOver(h.host, 60_000);
    await h.host.flush();
    const history = (await client.handle('history:get', {})) as { ok: true; value: History };
    const id = history.value.games[0]!.id;
    return { ...h, client, events, id };
  }

  it('reviews a history game in the worker with progress, keeps it beside the record and reads it back', async () => {
    const { client, events, id, dir, host: h } = await finishedHistoryGame();
    expect(await client.handle('review:get', { source: { from: 'history', id } })).toEqual({ ok: true, value: null });
    const r = (await client.handle('review:run', { source: { from: 'history', id } })) as { ok: true; value: GameReview };
    expect(r.ok).toBe(true);
    expect(r.value.decisions.length).toBeGreaterThan(0);
    expect(r.value.accuracy).toHaveLength(3);
    const progress = events.filter((e) => e.type === 'review-progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toMatchObject({ source: `history:${id}`, done: r.value.decisions.length, total: r.value.decisions.length });
    const file = join(dir, 'games', `${id}.review.json`);
    expect(existsSync(file)).toBe(true);
    const again = await client.handle('review:get', { source: { from: 'history', id } });
    expect(again).toEqual({ ok: true, value: r.value });
    // a review of an older version is not answered: it is made again
    writeFileSync(file, JSON.stringify({ version: 0, review: { ...r.value, version: 0 } }));
    expect(await client.handle('review:get', { source: { from: 'history', id } })).toEqual({ ok: true, value: null });
    // forgetting the game forgets its review
    expect(await client.handle('history:delete', { id })).toMatchObject({ ok: true });
    await h.flush();
    expect(existsSync(file)).toBe(false);
  }, 90_000);

  it('a corrupt record (a bad field, not JSON, an action the rules refuse) is BAD_RECORD with its field, and nothing is written', async () => {
    const { client, id, dir } = await finishedHistoryGame();
    const file = join(dir, 'games', `${id}.json`);
    const good = JSON.parse(readFileSync(file, 'utf8')) as { actions: unknown[] };
    // the last: read by the host, refused in the review worker at its fourth action (R-DUDO: no dudo of seat 9)
    const corrupt = [
      ['{"format":"dudo-record/1","rules":"chile","players":[],"actions":[]}', 'id'],
      ['{ "format": "dudo-record/1", "rules": "chile", "players": [', 'id'],
      [JSON.stringify({ ...good, actions: [...good.actions.slice(0, 3), { type: 'dudo', seat: 9 }] }), 'actions[3]'],
    ] as const;
    for (const [text, field] of corrupt) {
      writeFileSync(file, text);
      const r = await client.handle('review:run', { source: { from: 'history', id } });
      expect(r, text).toMatchObject({ ok: false, error: { code: 'BAD_RECORD' } });
      if (!r.ok) expect(r.error.message.length).toBeGreaterThan(10);
      if (!r.ok) expect(r.error.field).toBe(field);
      expect(existsSync(join(dir, 'games', `${id}.review.json`))).toBe(false);
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
  }, 90_000);

  it('the current game is reviewed once over, not while being played; a cancelled review answers REVIEW_CANCELLED', async () => {
    const h = hostInTempDir(cleanups);
    const { client } = recorder(h.host);
    expect(await client.handle('game:new', ONE_HUMAN)).toMatchObject({ ok: true });
    await h.host.whenSettled();
    expect(await client.handle('review:run', { source: { from: 'current' } })).toMatchObject({ ok: false, error: { code: 'GAME_IN_PROGRESS' } });
    expect(await client.handle('review:run', { source: { from: 'loaded' } })).toMatchObject({ ok: false, error: { code: 'NO_RECORD' } });
    const done = await finishedHistoryGame();
    const running = done.client.handle('review:run', { source: { from: 'current' } });
    // cancelled once it runs (its first progress is told)
    while (!done.events.some((e) => e.type === 'review-progress')) await new Promise((r) => setTimeout(r, 2));
    expect(await done.client.handle('review:cancel', { source: { from: 'current' } })).toEqual({ ok: true, value: null });
    expect(await running).toMatchObject({ ok: false, error: { code: 'REVIEW_CANCELLED' } });
  }, 90_000);

  it('game:hint gives the reference move in a solo game, and is refused in a couch game', async () => {
    const h = hostInTempDir(cleanups);
    const { client } = recorder(h.host);
    expect(await client.handle('game:new', ONE_HUMAN)).toMatchObject({ ok: true });
    await h.host.whenSettled();
    const state = h.host.currentState!;
    const seat = state.toAct!;
    if (seat === 0) {
      const r = (await client.handle('game:hint', { seat: 0 })) as { ok: true; value: ReviewHint };
      expect(r.ok).toBe(true);
      expect(r.value.seat).toBe(0);
      expect(r.value.reason.text.length).toBeGreaterThan(0);
    }
    expect(await client.handle('game:hint', { seat: 1 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_SEAT' } });
    const couch = hostInTempDir(cleanups);
    const c2 = recorder(couch.host).client;
    expect(await c2.handle('game:new', TWO_HUMANS)).toMatchObject({ ok: true });
    await couch.host.whenSettled();
    expect(await c2.handle('game:hint', { seat: 0 })).toMatchObject({ ok: false, error: { code: 'HINT_REFUSED' } });
  }, 90_000);
});
