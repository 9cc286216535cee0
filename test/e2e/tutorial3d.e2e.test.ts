// End-to-end: "Learn to play" (issue 26.2) with 3D dice on, in English at 1280×800: offered on the first start,
// completed by keyboard (the cups shaken by Space, the peek by V), left (Escape) and replayed from the menu. The lessons
// with 3D off are tutorial.e2e.test.ts: two files, so two workers run them side by side (the play: tutorial-play.ts).
import { describe, it } from 'vitest';
import { chromiumMissing } from './harness';
import { keyboardLesson, useTutorialPages } from './tutorial-play';

const missing = chromiumMissing();

describe.skipIf(missing !== null)('Learn to play, 3D dice on (e2e, issue 26.2)', () => {
  const { env, newPage } = useTutorialPages();

  it('en 1280×800, 3D on: offered on the first start, completed by keyboard, left and replayed', async () => {
    const page = await newPage({ width: 1280, height: 800 }, 'en', true);
    await keyboardLesson(env, page, 'en', 'special', true);
  }, 240_000);
});
