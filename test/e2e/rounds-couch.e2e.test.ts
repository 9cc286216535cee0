// Issue 12 end to end, couch play with 3D dice on: two people and two bots on one screen, reveals held open 5 s:
// no round starts behind a reveal, no hidden hand on screen at any time (couch privacy), the scene shows the
// engine's hands; the same with every dice:result sent after the host's deadline. Solo play, the auto-continue
// and a reload are rounds.e2e.test.ts (two files, so two workers can run them side by side).
import { describe, it } from 'vitest';
import { chromiumMissing } from './harness';
import { useShellAndBrowser } from './setup';
import { couchGame } from './rounds-play';

const missing = chromiumMissing();
if (missing) console.warn(`[e2e] skipped: ${missing}`);

describe.skipIf(missing !== null)('rounds wait for people in couch play, 3D dice on (issue 12, e2e)', () => {
  const env = useShellAndBrowser();

  it('couch, 2 people + 2 bots, 5 rounds, reveals open 5 s: nothing starts behind a reveal, no hidden hand on screen, the scene shows the engine’s hands', async () => {
    await couchGame(env, false);
  }, 420_000);

  it('the same with every dice:result 9 s late, 3 rounds (the host labels the dice, the scene still shows them)', async () => {
    await couchGame(env, true);
  }, 420_000);
});
