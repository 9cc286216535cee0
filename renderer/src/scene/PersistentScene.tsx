// The live table's 3D scene, kept across games and couch hand-overs (issue 12). A new WebGL canvas per
// table recompiled every shader and uploaded every texture again: under a software GL the first frame
// of a new game came 0.4 to 0.6 s after Start. Here one canvas is made the first time a table lends its
// slot (scene/sceneSlot.ts) and is moved into each later slot; while no slot is lent it draws nothing.
// Its pieces are mounted afresh for each slot (a hand-over shows the next person's table from scratch),
// and it stays hidden until it has drawn a frame of them: the picture left in the canvas from before is
// never shown (couch privacy).
import { createPortal } from 'react-dom';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { throwInWorker } from '../../dice/throwInWorker';
import type Scene3DModule from './Scene3D';
import { useSettings } from '../state/settings';
import { useSceneSlot } from './sceneSlot';
import { useThrow } from './throwStore';
import { RevealTally } from './RevealTally';
import { markMilestone } from './frameProbe';

const loadScene3D = (): Promise<{ default: typeof Scene3DModule }> => import('./Scene3D');
const Scene3D = lazy(loadScene3D);

/**
 * Issue 42 item 15 (Start → first shake prompt, cold): once the page is idle after its first frame, with 3D dice on,
 * the scene's code (three, R3F: the largest chunk) is fetched and parsed and the physics worker started, so that
 * the first Start waits for neither; once the code is there, the canvas is made ahead, parked and hidden, and its
 * shaders compiled (CompileAhead). Nothing is drawn. True once the canvas may be made.
 */
function useWarmScene(): boolean {
  const dice3d = useSettings((s) => s.dice3d);
  const [ahead, setAhead] = useState(warmed.loaded);
  useEffect(() => {
    if (!dice3d || warmed.done) return;
    const idle = (globalThis as { requestIdleCallback?: (f: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
    const warm = (): void => {
      if (warmed.done) return;
      warmed.done = true;
      void loadScene3D().then(() => {
        warmed.loaded = true;
        setAhead(true);
      });
      // an empty throw: the worker loads its modules (the start roll's physics waits on it otherwise)
      void throwInWorker({ seed: 0, cups: [] }).catch(() => undefined);
    };
    if (idle) idle(warm, { timeout: 1500 });
    else setTimeout(warm, 500);
  }, [dice3d]);
  return ahead && dice3d;
}
const warmed = { done: false, loaded: false };

/**
 * Where the holder waits while no slot is lent (issue 27): in the page, hidden, at the size of the
 * last slot. Taken out of the page, the canvas's container was measured 0×0 (R3F's ResizeObserver),
 * and back on a felt R3F mounted the next table's pieces only once the observer had measured it
 * again, at the browser's next frame: with the frame after it, 0.3 to 2 s of hidden felt under a
 * software GL after every hand-over. Kept at its size, the pieces are mounted and drawn in the same
 * task that shows the felt.
 */
function makeParking(): HTMLDivElement {
  const parking = document.createElement('div');
  parking.className = 'scene-parking';
  parking.setAttribute('aria-hidden', 'true');
  // at the window's size until a slot lends its own: a canvas made ahead (useWarmScene) is measured, not 0×0
  const [width, height] = [`${window.innerWidth}px`, `${window.innerHeight}px`];
  Object.assign(parking.style, { position: 'fixed', left: '0', top: '0', width, height, visibility: 'hidden', pointerEvents: 'none', overflow: 'hidden', zIndex: '-1' });
  return parking;
}

/** The element the scene is drawn in, moved from slot to slot. */
function makeHolder(): HTMLDivElement {
  const holder = document.createElement('div');
  holder.className = 'scene-holder';
  holder.style.position = 'absolute';
  holder.style.inset = '0';
  return holder;
}

export function PersistentScene(): React.JSX.Element | null {
  const slot = useSceneSlot((s) => s.slot);
  const lent = useSceneSlot((s) => s.lent);
  const quality = useSettings((s) => s.quality);
  const ahead = useWarmScene();
  const [holder] = useState(makeHolder);
  const [parking] = useState(makeParking);
  useLayoutEffect(() => {
    document.body.appendChild(parking);
    // a canvas made ahead waits here, hidden, until the first table lends its slot
    if (!holder.parentElement) {
      holder.style.visibility = 'hidden';
      parking.appendChild(holder);
    }
    return () => parking.remove();
  }, [parking, holder]);
  useLayoutEffect(() => {
    if (!slot) return;
    // hidden until the pieces mounted for this slot are drawn (SceneReady)
    holder.style.visibility = 'hidden';
    slot.appendChild(holder);
    const off = useThrow.subscribe((s) => {
      if (s.sceneReady) holder.style.visibility = '';
    });
    // issue 27: the pieces of this slot may have been drawn already, in their own commit (SceneReady
    // draws at mount; that commit can run before this effect, the canvas being a child of this one)
    if (useThrow.getState().sceneReady) holder.style.visibility = '';
    return () => {
      off();
      // parked at the size R3F last gave the canvas (the slot may be out of the page already), hidden:
      // the picture in it is never shown again, the next slot shows it once it is redrawn
      const canvas = holder.querySelector('canvas');
      holder.style.visibility = 'hidden';
      if (canvas && canvas.style.width && canvas.style.height) {
        parking.style.width = canvas.style.width;
        parking.style.height = canvas.style.height;
      }
      parking.appendChild(holder);
      // no scene on screen: the next throw waits for the next one to draw (DiceRoller)
      markMilestone('scene-slot-taken');
      useThrow.getState().set({ sceneReady: false });
    };
  }, [slot, holder, parking]);
  // made at the first table, or ahead once the menu is idle (parked, hidden, nothing of a game in it)
  if (lent === 0 && !ahead) return null;
  return createPortal(
    <Suspense fallback={null}>
      {/* a change of quality (shadows, pixel ratio) makes a new canvas: the one change that is rebuilt */}
      <Scene3D key={quality} shown={slot !== null} mount={lent} />
      {/* issue 27: the reveal's count, tallied over the felt as the dice light */}
      {slot !== null ? <RevealTally /> : null}
    </Suspense>,
    holder,
  );
}

/** The felt's place for the live scene: lends itself while mounted. */
export function SceneSlot(): React.JSX.Element {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    if (!el) return;
    useSceneSlot.getState().lend(el);
    return () => useSceneSlot.getState().takeBack(el);
  }, [el]);
  return <div className="scene-slot" ref={setEl} style={{ position: 'absolute', inset: 0 }} />;
}
