// Issue 27 item 5: the 3D table's frame callbacks read element sizes without laying the page out. SizeWatch keeps
// each element's border box from a ResizeObserver; only an element seen for the first time is measured in a frame.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SizeWatch } from '../../renderer/src/scene/sizeWatch';

type Entry = { target: object; borderBoxSize: { inlineSize: number; blockSize: number }[]; contentRect: { width: number; height: number } };

/** A ResizeObserver the test drives: `report` delivers entries as the browser would after a layout. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly watched = new Set<object>();
  constructor(readonly callback: (entries: Entry[]) => void) {
    FakeObserver.last = this;
  }
  observe(el: object): void {
    this.watched.add(el);
  }
  unobserve(el: object): void {
    this.watched.delete(el);
  }
  disconnect(): void {
    this.watched.clear();
  }
  report(el: object, w: number, h: number): void {
    this.callback([{ target: el, borderBoxSize: [{ inlineSize: w, blockSize: h }], contentRect: { width: w, height: h } }]);
  }
}

/** An element whose offsetWidth/offsetHeight reads are counted (each one a layout in a browser). */
function element(w: number, h: number): HTMLElement & { reads: number } {
  const el = { reads: 0 } as unknown as HTMLElement & { reads: number };
  Object.defineProperty(el, 'offsetWidth', { get: () => (el.reads++, w) });
  Object.defineProperty(el, 'offsetHeight', { get: () => h });
  return el;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SizeWatch: sizes read in a frame without a forced layout (issue 27 item 5)', () => {
  it('measures an element once, then answers with the sizes the observer reports', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const watch = new SizeWatch();
    const card = element(120, 40);
    expect(watch.size(card)).toEqual({ w: 120, h: 40 });
    expect(watch.size(card)).toEqual({ w: 120, h: 40 });
    expect(card.reads).toBe(1);
    FakeObserver.last!.report(card, 150, 44);
    expect(watch.size(card)).toEqual({ w: 150, h: 44 });
    expect(card.reads).toBe(1);
  });

  it('calls back with each resize, and forgets the elements no longer kept', () => {
    vi.stubGlobal('ResizeObserver', FakeObserver);
    const seen: number[] = [];
    const watch = new SizeWatch((_, s) => seen.push(s.w));
    const a = element(10, 10);
    const b = element(20, 20);
    watch.watch(a);
    expect(watch.known(a)).toBeUndefined();
    FakeObserver.last!.report(a, 11, 10);
    expect(seen).toEqual([11]);
    expect(watch.known(a)).toEqual({ w: 11, h: 10 });
    watch.size(b);
    watch.keepOnly(new Set([b]));
    expect(FakeObserver.last!.watched.has(a)).toBe(false);
    expect(FakeObserver.last!.watched.has(b)).toBe(true);
    expect(watch.known(a)).toBeUndefined();
  });

  it('without a ResizeObserver every read measures (still right, only slower)', () => {
    vi.stubGlobal('ResizeObserver', undefined);
    const watch = new SizeWatch();
    const card = element(80, 30);
    watch.size(card);
    watch.size(card);
    expect(card.reads).toBe(2);
  });
});
