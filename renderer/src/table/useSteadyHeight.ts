// Issue 27 (the table's frame): with 3D on, the footer keeps the tallest height it had at this window size, so the
// felt, and the WebGL canvas that fills it, keep their size when the bidding panel comes and goes (twice a round: at
// the turn, and at the reveal or the shake). A canvas resize reallocates its drawing buffers: 0.7 to 1.1 s of main
// thread under software WebGL, measured at a first reveal (a frame of 1.1 s as the tour began), and the picture jumps.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** The min-height (CSS px) to give `ref`'s element while `on`: the tallest border box it had since the window's last resize. */
export function useSteadyHeight(ref: RefObject<HTMLElement | null>, on: boolean): number | undefined {
  const [tallest, setTallest] = useState(0);
  const seen = useRef(0);
  useEffect(() => {
    const el = ref.current;
    if (!on || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const h = entries[0]?.borderBoxSize?.[0]?.blockSize ?? el.offsetHeight;
      if (h > seen.current + 0.5) {
        seen.current = h;
        setTallest(h);
      }
    });
    observer.observe(el, { box: 'border-box' });
    // another window size lays the page out anew: the tallest is measured again from there
    const resized = (): void => {
      seen.current = 0;
      setTallest(0);
    };
    window.addEventListener('resize', resized);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', resized);
    };
  }, [ref, on]);
  return on && tallest > 0 ? tallest : undefined;
}
