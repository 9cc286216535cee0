// Issue 27 (the table's frame): with 3D on, the footer keeps the tallest height it had at this window size, so the
// felt, and the WebGL canvas that fills it, keep their size when the bidding panel comes and goes (twice a round: at
// the turn, and at the reveal or the shake). A canvas resize reallocates its drawing buffers: 0.7 to 1.1 s of main
// thread under software WebGL, measured at a first reveal (a frame of 1.1 s as the tour began), and the picture jumps.
// The footer is measured at each commit, before the browser paints, as well as by a ResizeObserver: the observer
// reports only at the browser's next frame, and on a slow machine a whole bidding phase (fast bots, one frame of the
// table taking longer) could come and go between two frames, so the panel's height was never kept and the canvas grew
// at the reveal (seen once in a CI run: 569 → 692 px).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The min-height (CSS px) to give `ref`'s element while `on`: the tallest border box it had since the window's last resize. */
export function useSteadyHeight(ref: RefObject<HTMLElement | null>, on: boolean): number | undefined {
  const [tallest, setTallest] = useState(0);
  const seen = useRef(0);
  const observed = useRef<{ el: HTMLElement; observer: ResizeObserver } | null>(null);
  const note = useCallback((h: number): void => {
    if (h > seen.current + 0.5) {
      seen.current = h;
      setTallest(h);
    }
  }, []);
  // every commit: the element may have just grown (or been made anew, after a hand-over screen), measured before paint
  useLayoutEffect(() => {
    const el = on ? ref.current : null;
    if (observed.current?.el !== el) {
      observed.current?.observer.disconnect();
      observed.current = null;
      if (el && typeof ResizeObserver !== 'undefined') {
        // what a commit does not show: fonts loading, text wrapping anew
        const observer = new ResizeObserver((entries) => note(entries[0]?.borderBoxSize?.[0]?.blockSize ?? el.getBoundingClientRect().height));
        observer.observe(el, { box: 'border-box' });
        observed.current = { el, observer };
      }
    }
    if (el) note(el.getBoundingClientRect().height);
  });
  useEffect(
    () => () => {
      observed.current?.observer.disconnect();
      observed.current = null;
    },
    [],
  );
  useEffect(() => {
    if (!on) return;
    // another window size lays the page out anew: the tallest is measured again from there
    const resized = (): void => {
      seen.current = 0;
      setTallest(0);
    };
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, [on]);
  return on && tallest > 0 ? tallest : undefined;
}
