// Seats anchored to their cups (issue 13): each frame the seat cards of the 2D layer are placed
// beside their cup's projection on screen, pushed out from the table's centre far enough to cover
// neither the cup nor the dice under it, and kept inside the table's frame (else beside the cup).
// Issue 27: a card whose cup is out of the picture (the reveal tour's close-ups, the replay's) is
// hidden where it was (data-offscreen, faded by CSS) rather than clamped into the frame's corner, and
// no card is placed over the reveal's tally.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { CUP_HEIGHT, CUP_OUTER_RADIUS, seatPosition } from '../../physics/constants';
import { inPicture } from '../logic/anchor';
import { layOutCards, type Box } from '../logic/cardLayout';
import { cardPlace } from '../logic/cardPlace';
import { SizeWatch } from './sizeWatch';
import { shownTally } from '../state/revealTour';
import { useThrow } from './throwStore';

const v = new Vector3();
/** Px kept clear around the turn line (and the reveal's tally). */
const LINE_MARGIN = 6;

export function SeatAnchors(props: { seats: readonly number[]; viewer: number | null }): null {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const cards = useRef(new Map<number, HTMLElement>());
  const frame = useRef(-Infinity);
  const lastKey = useRef('');
  // the turn line's box (CenterInfo: "Your turn" and the standing bid, centred on the felt), reserved so no card
  // covers it; it only grows while the canvas keeps its size, so the cards do not move at every bid
  const centreBox = useRef({ size: '', w: 0, h: 0 });
  // issue 27: the reveal's tally over the felt (RevealTally, the top left corner of the canvas while a reveal
  // is read on the table): its offset read once per element (a layout once a reveal), its size from the watch
  const tally = useRef<{ el: HTMLElement; x: number; y: number; w: number; h: number } | null>(null);
  // issue 27: the camera's "Reset view" button in the felt's bottom right corner (Felt.tsx): its place from that
  // corner read once per element (a card at 1024×640 had its claim under it), its size from the watch
  const reset = useRef<{ el: HTMLElement; right: number; bottom: number } | null>(null);
  // the shake prompt over the felt's middle (DiceRoller's ShakePrompt, centred by a translate: its offset is its
  // centre), read once per element; no card is left under it (Caro's card was, at 1280×800)
  const prompt = useRef<{ el: HTMLElement; x: number; y: number } | null>(null);
  // the cards' and the turn line's sizes as the browser lays them out (a read of offsetWidth in a frame forces a layout)
  const sizes = useRef<SizeWatch | null>(null);
  // the frame the cards were last placed in, and the placing as this render made it (for the watch's callback)
  const lastFrame = useRef<{ felt: Element; W: number; H: number } | null>(null);
  const placeLatest = useRef<(felt: Element, W: number, H: number) => void>(() => undefined);
  useEffect(() => {
    let pending = false;
    // a card or the reveal's tally changed size (a claim bubble came, the tally's verdict): the cards are placed
    // again before the browser paints (the observer reports after layout; its microtasks run before the paint),
    // not at the scene's next frame, a third of a second later under a software GL (a card lay over the verdict)
    const watch = new SizeWatch((el) => {
      if (pending || !(el === tally.current?.el || [...cards.current.values()].includes(el as HTMLElement))) return;
      pending = true;
      queueMicrotask(() => {
        pending = false;
        const f = lastFrame.current;
        if (f) placeLatest.current(f.felt, f.W, f.H);
      });
    });
    sizes.current = watch;
    return () => watch.disconnect();
  }, []);
  /** The cards placed beside their cups in a frame of W × H px (the felt's canvas), as the camera sees them now. */
  function place(felt: Element, W: number, H: number): void {
    const watch = sizes.current;
    if (!watch) return;
    // the reveal's tally, from the frame it appears in (its offset and size measured once, its size then kept by the watch)
    const shown = shownTally.current && felt.contains(shownTally.current) ? shownTally.current : null;
    if (shown !== (tally.current?.el ?? null)) {
      tally.current = shown ? { el: shown, x: shown.offsetLeft, y: shown.offsetTop, w: 0, h: 0 } : null;
      lastKey.current = '';
    }
    if (tally.current) Object.assign(tally.current, watch.size(tally.current.el));
    const toScreen = (x: number, y: number, z: number): [number, number] => {
      v.set(x, y, z).project(camera);
      return [((v.x + 1) / 2) * W, ((1 - v.y) / 2) * H];
    };
    const centre = toScreen(0, 0, 0);
    const circles = new Map<number, [number, number, number]>();
    /** Issue 27: per seat, the reach (px) of its cup's body alone (its walls and its top, no dice spilled round it). */
    const bodies = new Map<number, number>();
    /** Issue 27: the seats whose cup is in the picture (the others' cards are hidden). */
    const inView = new Set<number>();
    for (const seat of props.seats) {
      const p = seatPosition(seat);
      v.set(p.x, CUP_HEIGHT / 2, p.z).project(camera);
      // a point behind the camera projects mirrored: such a cup is neither placed beside nor avoided
      if (v.z >= 1) continue;
      if (inPicture([v.x, v.y, v.z])) inView.add(seat);
      const cup = toScreen(p.x, CUP_HEIGHT / 2, p.z);
      const top = toScreen(p.x, CUP_HEIGHT + 2, p.z);
      const side = toScreen(p.x + CUP_OUTER_RADIUS * 1.2, CUP_HEIGHT / 2, p.z + CUP_OUTER_RADIUS * 1.2);
      const reach = (q: [number, number]): number => Math.hypot(q[0] - cup[0], q[1] - cup[1]);
      circles.set(seat, [cup[0], cup[1], Math.max(reach(side), reach(top))]);
      bodies.set(seat, Math.max(reach(toScreen(p.x + CUP_OUTER_RADIUS, CUP_HEIGHT / 2, p.z)), reach(toScreen(p.x, CUP_HEIGHT / 2, p.z + CUP_OUTER_RADIUS)), reach(toScreen(p.x, CUP_HEIGHT, p.z))));
    }
    const { w: lineW, h: lineH } = centreBox.current;
    const taken: Box[] = lineW > 0 ? [[W / 2, H / 2, lineW, lineH]] : [];
    const corner = reset.current;
    if (corner) {
      const { w, h } = watch.size(corner.el);
      if (w > 0) taken.push([W - corner.right - w / 2, H - corner.bottom - h / 2, w + 2 * LINE_MARGIN, h + 2 * LINE_MARGIN]);
    }
    if (prompt.current) {
      const { w, h } = watch.size(prompt.current.el);
      if (w > 0) taken.push([prompt.current.x, prompt.current.y, w + 2 * LINE_MARGIN, h + 2 * LINE_MARGIN]);
    }
    const board = tally.current;
    if (board && board.w > 0) taken.push([board.x + board.w / 2, board.y + board.h / 2, board.w + 2 * LINE_MARGIN, board.h + 2 * LINE_MARGIN]);
    // the viewer's card first (it goes where it reads best), then the others around the placed ones
    const order = [...cards.current].sort(([a], [b]) => Number(b === props.viewer) - Number(a === props.viewer));
    for (const [, el] of order.filter(([seat]) => !inView.has(seat))) {
      // left where it was, fading out (styles.css): it neither moves to the corner nor takes a place
      if (el.dataset['offscreen'] !== 'true') el.dataset['offscreen'] = 'true';
    }
    const shownCards = order.filter(([seat]) => inView.has(seat));
    const cups = [...circles].map(([seat, [x, y, reach]]) => ({ seat, x, y, reach, body: bodies.get(seat)! }));
    const places = layOutCards({ centre, width: W, height: H, cups, cards: shownCards.map(([seat, el]) => ({ seat, ...watch.size(el) })), taken });
    for (const [seat, el] of shownCards) {
      const { w, h } = watch.size(el);
      if (el.dataset['offscreen'] !== undefined) delete el.dataset['offscreen'];
      const [x, y] = places.get(seat)!;
      // as fractions of the frame, clamped inside it by CSS: right even before the next frame is drawn
      const place = cardPlace(x, y, w, h, W, H);
      if (el.dataset['place'] !== place.left + place.top) {
        el.dataset['place'] = place.left + place.top;
        el.style.left = place.left;
        el.style.top = place.top;
      }
    }
  }
  useEffect(() => {
    placeLatest.current = place;
  });
  useFrame((state) => {
    const felt = gl.domElement.closest('.felt');
    const watch = sizes.current;
    if (!felt || !watch) return;
    // the canvas's CSS size as R3F keeps it (FitCanvas): clientWidth would lay the page out in this frame
    const W = state.size.width;
    const H = state.size.height;
    // the cards are found and measured again twice a second; nothing is placed again while
    // neither the camera nor the canvas moved
    // every half second (by the clock: a slow software renderer draws few frames)
    const now = performance.now();
    // the shake prompt came or went: the cards make room for it (or take their places back) at once
    const prompting = useThrow.getState().awaitingShake;
    const remeasure = now - frame.current >= 500 || prompting !== (prompt.current !== null);
    if (remeasure) frame.current = now;
    // issue 27: the camera as the camera rig left it in this frame (three updates its matrices when it draws, after
    // every frame callback): the cards were placed a frame late, and under a software GL one frame is a third of a
    // second: the tour's next hand was drawn with the last hand's card beside it
    camera.updateMatrixWorld();
    const e = camera.matrixWorld.elements;
    const key = `${W}x${H}:${e[12]!.toFixed(2)},${e[13]!.toFixed(2)},${e[14]!.toFixed(2)},${e[8]!.toFixed(3)},${e[10]!.toFixed(3)}`;
    const tallyNow = shownTally.current;
    if (!remeasure && key === lastKey.current && tallyNow === (tally.current?.el ?? null)) return;
    lastKey.current = key;
    if (remeasure) {
      cards.current.clear();
      const seen = new Set<Element>();
      for (const seat of props.seats) {
        const el = felt.querySelector<HTMLElement>(`.seats li[data-seat="${seat}"]`);
        if (!el) continue;
        watch.size(el);
        cards.current.set(seat, el);
        seen.add(el);
      }
      const line = felt.querySelector<HTMLElement>('.center-info');
      const box = centreBox.current;
      if (box.size !== `${W}x${H}`) Object.assign(box, { size: `${W}x${H}`, w: 0, h: 0 });
      if (line) {
        seen.add(line);
        const { w, h } = watch.size(line);
        Object.assign(box, { w: Math.max(box.w, w + 2 * LINE_MARGIN), h: Math.max(box.h, h + 2 * LINE_MARGIN) });
      }
      if (tally.current) seen.add(tally.current.el);
      const shake = prompting ? felt.querySelector<HTMLElement>('.shake-prompt') : null;
      if (shake !== (prompt.current?.el ?? null)) prompt.current = shake ? { el: shake, x: shake.offsetLeft, y: shake.offsetTop } : null;
      if (shake) seen.add(shake);
      const button = felt.querySelector<HTMLElement>(':scope > .camera-reset');
      if (!button) reset.current = null;
      else {
        seen.add(button);
        const { w, h } = watch.size(button);
        if (reset.current?.el !== button) reset.current = { el: button, right: W - button.offsetLeft - w, bottom: H - button.offsetTop - h };
      }
      watch.keepOnly(seen);
    }
    lastFrame.current = { felt, W, H };
    place(felt, W, H);
  });
  return null;
}
