// "Learn to play" (issue 42 item 3): a step that advances by itself (the bots play, `watch`) stays on
// screen long enough to read, whatever the bots' pace: at least 3 s plus a reading time by its length.
// The coach shows the paced step; the game's own step still decides what the panel accepts.
import { useEffect, useRef, useState } from 'react';
import type { CoachStep } from './script';

/** The least time a step is shown, and its reading time per character of its text (about 50 characters a second). */
export const PACE = { baseMs: 3000, perCharMs: 20, maxMs: 9000 } as const;

/** How long a step that advances by itself stays at least (issue 42 item 3: 3 s plus reading time by length). */
export function minShowMs(textLength: number): number {
  return Math.min(PACE.maxMs, PACE.baseMs + PACE.perCharMs * Math.max(0, textLength));
}

export interface PaceClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The step shown: a `watch` step is held until its time is up, then the latest step follows. */
export class StepPacer {
  private shown: CoachStep | null = null;
  private shownAt = 0;
  private latest: CoachStep | null = null;
  private timer: unknown = null;

  constructor(
    private readonly clock: PaceClock,
    private readonly lengthOf: (step: CoachStep) => number,
    private readonly onChange: () => void,
  ) {}

  /** The game's step now; returns the step to show. */
  offer(step: CoachStep | null): CoachStep | null {
    this.latest = step;
    const shown = this.shown;
    if (!shown || !step || shown.id === step.id) return this.show(step, shown?.id === step?.id ? this.shownAt : this.clock.now());
    if (shown.wait !== 'watch') return this.show(step, this.clock.now());
    const left = this.shownAt + minShowMs(this.lengthOf(shown)) - this.clock.now();
    if (left <= 0) return this.show(step, this.clock.now());
    if (this.timer === null) {
      this.timer = this.clock.setTimeout(() => {
        this.timer = null;
        this.show(this.latest, this.clock.now());
        this.onChange();
      }, left);
    }
    return shown;
  }

  /** The step on screen. */
  current(): CoachStep | null {
    return this.shown;
  }

  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private show(step: CoachStep | null, at: number): CoachStep | null {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.shown = step;
    this.shownAt = at;
    return step;
  }
}

const BROWSER_CLOCK: PaceClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
};

/** The coach's step, paced (see StepPacer); `lengthOf` is the length of the step's text in the player's language. */
export function usePacedStep(step: CoachStep | null, lengthOf: (step: CoachStep) => number): CoachStep | null {
  const [, redraw] = useState(0);
  const lengthRef = useRef(lengthOf);
  lengthRef.current = lengthOf;
  const pacer = useRef<StepPacer | null>(null);
  pacer.current ??= new StepPacer(BROWSER_CLOCK, (s) => lengthRef.current(s), () => redraw((n) => n + 1));
  useEffect(() => () => pacer.current?.dispose(), []);
  return pacer.current.offer(step);
}
