// Element sizes for the 3D table's frame callbacks without a forced layout (issue 27 item 5: a read of
// offsetWidth, clientWidth or getBoundingClientRect inside a frame, after the page changed, lays the whole
// page out within that frame; a held shake's frames paid it several times a second). One ResizeObserver
// keeps each watched element's border box as the browser lays it out; a frame reads the kept size.

export interface Size {
  readonly w: number;
  readonly h: number;
}

/** The watched elements' border-box sizes (CSS px), kept by one ResizeObserver. */
export class SizeWatch {
  private readonly sizes = new Map<Element, Size>();
  private readonly observer: ResizeObserver | null;

  /** `onResize`: called (from the observer, after layout) with each element whose size changed. */
  constructor(private readonly onResize?: (el: Element, size: Size) => void) {
    this.observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            for (const e of entries) {
              const box = e.borderBoxSize?.[0];
              const size = box ? { w: box.inlineSize, h: box.blockSize } : { w: e.contentRect.width, h: e.contentRect.height };
              this.sizes.set(e.target, size);
              this.onResize?.(e.target, size);
            }
          });
  }

  /**
   * `el`'s size. An element not watched yet is watched from now on and measured once here (a layout
   * only the first time it is seen); without a ResizeObserver every read measures.
   */
  size(el: HTMLElement): Size {
    const kept = this.sizes.get(el);
    if (kept && this.observer) return kept;
    const size = { w: el.offsetWidth, h: el.offsetHeight };
    this.sizes.set(el, size);
    this.observer?.observe(el, { box: 'border-box' });
    return size;
  }

  /** Watches `el` without measuring it now (its size comes with the observer's first report). */
  watch(el: Element): void {
    if (this.sizes.has(el) || !this.observer) return;
    this.observer.observe(el, { box: 'border-box' });
  }

  /** The last size reported for `el`, if any. */
  known(el: Element): Size | undefined {
    return this.sizes.get(el);
  }

  /** Stops watching the elements that are no longer in `keep`. */
  keepOnly(keep: ReadonlySet<Element>): void {
    for (const el of [...this.sizes.keys()]) {
      if (keep.has(el)) continue;
      this.sizes.delete(el);
      this.observer?.unobserve(el);
    }
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.sizes.clear();
  }
}
