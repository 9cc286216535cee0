// Keeps the 2D felt's `--center-room` (logic/centerRoom.ts) up to date: measured after the felt or a seat
// card changed size or content, once per frame at most.
import { useEffect, type RefObject } from 'react';
import { centerRoom } from '../logic/centerRoom';

export function useCenterRoom(felt: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = felt.current;
    if (!el || !enabled || typeof ResizeObserver === 'undefined') return;
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const cards = [...el.querySelectorAll('.seats > li')].map((li) => li.getBoundingClientRect());
      const room = centerRoom(el.getBoundingClientRect(), cards);
      const value = room === null ? '' : `${room}px`;
      if (el.style.getPropertyValue('--center-room') !== value) el.style.setProperty('--center-room', value);
    };
    const schedule = (): void => {
      frame ||= requestAnimationFrame(measure);
    };
    const sizes = new ResizeObserver(schedule);
    let watched: Element[] = [];
    /** Watches the seat cards there are now (a card added or removed, or the whole list mounted again). */
    const watchCards = (): void => {
      const cards = [...el.querySelectorAll('.seats > li')];
      if (cards.length === watched.length && cards.every((c, i) => c === watched[i])) return;
      for (const li of watched) sizes.unobserve(li);
      for (const li of cards) sizes.observe(li);
      watched = cards;
    };
    // any change of the felt's content is measured
    const content = new MutationObserver((records) => {
      if (records.some((r) => r.type === 'childList')) watchCards();
      schedule();
    });
    content.observe(el, { childList: true, subtree: true, characterData: true });
    sizes.observe(el);
    watchCards();
    schedule();
    return () => {
      content.disconnect();
      sizes.disconnect();
      cancelAnimationFrame(frame);
      el.style.removeProperty('--center-room');
    };
  }, [felt, enabled]);
}
