// "Learn to play" lessons (issue 42 item 4) through the host: each lesson's script is legal in the
// engine and plays to its end, the resolution showing its rule; a bad lesson id changes nothing;
// nothing of a lesson is kept (like the guided game, test/host/tutorial.test.ts).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, startMatchGame, type GameEvent, type Resolution, type SeatAction } from '../../engine/index';
import { LESSON_IDS, LESSONS, SHORT_LESSONS, TUTORIAL_SEAT, type History, type LessonId, type Result } from '../../common/contract/index';
import { hostInTempDir, recorder, useCleanups } from './helpers';

const cleanups = useCleanups();

function value<T>(r: Result<unknown>): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value as T;
}

const personMoves = (id: LessonId): SeatAction[] => LESSONS[id].actions.filter((a): a is SeatAction => 'seat' in a && a.seat === TUTORIAL_SEAT);

/** Plays a lesson through the host with the person's scripted moves; its resolutions, in order. */
async function playLesson(id: LessonId): Promise<{ host: ReturnType<typeof hostInTempDir>['host']; dir: string; resolutions: Resolution[]; client: ReturnType<typeof recorder>['client'] }> {
  const { host, dir } = hostInTempDir(cleanups);
  const { events, client } = recorder(host);
  const started = await client.handle('tutorial:start', { name: 'Tú', dice3d: false, lesson: id });
  expect(started, JSON.stringify(started)).toMatchObject({ ok: true, value: { tutorial: true } });
  for (const move of personMoves(id)) {
    await host.whenSettled();
    expect(host.currentState?.toAct, `${id}: ${JSON.stringify(move)}`).toBe(TUTORIAL_SEAT);
    const r = await client.handle('game:act', { action: move });
    expect(r.ok, JSON.stringify(r)).toBe(true);
  }
  await host.whenSettled();
  const script = LESSONS[id].actions;
  expect(host.currentRecord?.actions.slice(0, script.length)).toEqual(script);
  const resolutions = events.flatMap((e) => (e.type === 'events' ? e.events : [])).flatMap((g: GameEvent) => (g.type === 'resolution' ? [g.resolution] : []));
  return { host, dir, resolutions, client };
}

describe('lessons: each script is legal in the engine', () => {
  it.each(LESSON_IDS)('%s: every action of the script is applied by the engine, in order', (id) => {
    const lesson = LESSONS[id];
    let state = startMatchGame(createMatch(lesson.rules, 3)).game;
    for (const [i, action] of lesson.actions.entries()) {
      const r = applyAction(state, action);
      expect(r.ok, `${id} action ${i}: ${JSON.stringify(action)} ${r.ok ? '' : r.error.message}`).toBe(true);
      if (r.ok) state = r.state;
    }
  });

  it('the menu offers every lesson but the guided game once', () => {
    expect([...SHORT_LESSONS].sort()).toEqual(LESSON_IDS.filter((x) => x !== 'guided').sort());
  });
});

describe('tutorial:start with a lesson', () => {
  it('R-ACE-2, R-ACE-4: five fives to three aces (half plus one), back to seven fives (twice plus one); six counted', async () => {
    const { resolutions, host } = await playLesson('aces');
    expect(resolutions[0]).toMatchObject({ kind: 'dudo', caller: 2, loser: 1, count: { face: 5, total: 6 } });
    expect(host.currentRecord?.actions).toContainEqual({ type: 'bid', seat: 0, count: 3, face: 1 });
  });

  it('R-PALIFICO: down to one die, your round has no wild aces and its face stays; three fours count two', async () => {
    const { resolutions } = await playLesson('palifico');
    expect(resolutions[0]).toMatchObject({ kind: 'dudo', caller: 1, loser: 0 });
    expect(resolutions[1]).toMatchObject({ kind: 'dudo', caller: 0, loser: 2, wildFace: null, count: { face: 4, total: 2 } });
  });

  it('R-OBLIGAR: the person, down to one die, chooses an open obligar; aces not wild', async () => {
    const { resolutions, host } = await playLesson('obligarChoose');
    expect(host.currentRecord?.actions).toContainEqual({ type: 'obligar', seat: 0, mode: 'open' });
    expect(resolutions[1]).toMatchObject({ kind: 'dudo', caller: 2, loser: 1, wildFace: null, count: { face: 5, total: 2 } });
  });

  it('R-OBLIGAR closed: Beto obligates closed, the others bid blind; one five counted', async () => {
    const { resolutions, host } = await playLesson('obligarClosed');
    expect(host.currentRecord?.actions).toContainEqual({ type: 'obligar', seat: 2, mode: 'closed' });
    expect(resolutions[1]).toMatchObject({ kind: 'dudo', caller: 2, loser: 1, wildFace: null, count: { face: 5, total: 1 } });
  });

  it('R-OUT, R-DEAL-END: Beto then Ana lose their last die; the game ends with the person its winner; nothing is kept', async () => {
    const { resolutions, host, dir, client } = await playLesson('out');
    expect(resolutions.map((r) => r.loser)).toEqual([2, 1]);
    expect(host.currentState?.phase).toBe('game-over');
    expect(host.currentState?.eliminated).toEqual(expect.arrayContaining([1, 2]));
    await host.flush();
    expect(existsSync(join(dir, 'autosave.json'))).toBe(false);
    expect(value<History>(await client.handle('history:get', {})).games).toEqual([]);
  });

  it('bad lesson ids get BAD_PAYLOAD and change nothing', async () => {
    const { host } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    for (const lesson of ['nope', '', 3, null, 'Aces']) {
      expect(await client.handle('tutorial:start', { name: 'Yo', dice3d: false, lesson })).toMatchObject({ ok: false, error: { code: 'BAD_PAYLOAD' } });
    }
    expect(host.currentState).toBeNull();
  });

  it('the session tells its lesson; the guided game by default tells none', async () => {
    const { host } = hostInTempDir(cleanups);
    const { client } = recorder(host);
    expect(await client.handle('tutorial:start', { name: 'Yo', dice3d: false, lesson: 'palifico' })).toMatchObject({ ok: true, value: { tutorial: true, lesson: 'palifico' } });
    const guided = await client.handle('tutorial:start', { name: 'Yo', dice3d: false });
    expect(guided.ok).toBe(true);
    expect(value<Record<string, unknown>>(guided)).not.toHaveProperty('lesson');
  });
});
