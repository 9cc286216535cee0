// Keys of the 3D table: V peeks under your cup (where the rules let you look), Q/E turn the camera
// around the table, W/S raise and lower it, R puts it back behind your seat.
import { useEffect } from 'react';
import { useCamera } from '../state/camera';
import { useThrow } from './throwStore';

const STEP = Math.PI / 12;

export function useTableKeys(on: boolean, peekAllowed: boolean): void {
  useEffect(() => {
    if (!on) return;
    const onKey = (e: KeyboardEvent): void => {
      const target = e.target as HTMLElement | null;
      if (target && (target.tagName === 'INPUT' || target.tagName === 'SELECT' || target.tagName === 'TEXTAREA')) return;
      if (e.ctrlKey || e.metaKey || e.altKey || document.querySelector('[aria-modal="true"]')) return;
      const cam = useCamera.getState();
      const k = e.key.toLowerCase();
      if (k === 'q') cam.orbit(-STEP, 0);
      else if (k === 'e') cam.orbit(STEP, 0);
      else if (k === 'w') cam.orbit(0, 0.15);
      else if (k === 's') cam.orbit(0, -0.15);
      else if (k === 'r') cam.reset();
      else if (k === 'v' && peekAllowed) useThrow.getState().set({ peek: !useThrow.getState().peek });
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [on, peekAllowed]);
}
