// The live table's 3D scene, kept across games and couch hand-overs (issue 12). A new WebGL canvas per
// table recompiled every shader and uploaded every texture again: under a software GL the first frame
// of a new game came 0.4 to 0.6 s after Start. Here one canvas is made the first time a table lends its
// slot (scene/sceneSlot.ts) and is moved into each later slot; while no slot is lent it draws nothing.
// Its pieces are mounted afresh for each slot (a hand-over shows the next person's table from scratch),
// and it stays hidden until it has drawn a frame of them: the picture left in the canvas from before is
// never shown (couch privacy).
import { createPortal } from 'react-dom';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useSettings } from '../state/settings';
import { useSceneSlot } from './sceneSlot';
import { useThrow } from './throwStore';

const Scene3D = lazy(() => import('./Scene3D'));

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
  const [holder] = useState(makeHolder);
  useLayoutEffect(() => {
    if (!slot) return;
    // hidden until the pieces mounted for this slot are drawn (SceneReady)
    holder.style.visibility = 'hidden';
    slot.appendChild(holder);
    const off = useThrow.subscribe((s) => {
      if (s.sceneReady) holder.style.visibility = '';
    });
    return () => {
      off();
      holder.remove();
      // no scene on screen: the next throw waits for the next one to draw (DiceRoller)
      useThrow.getState().set({ sceneReady: false });
    };
  }, [slot, holder]);
  // made at the first table, never before (the menu loads no 3D)
  if (lent === 0) return null;
  return createPortal(
    <Suspense fallback={null}>
      {/* a change of quality (shadows, pixel ratio) makes a new canvas: the one change that is rebuilt */}
      <Scene3D key={quality} shown={slot !== null} mount={lent} />
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
