// Issue 42 item 15 (Start → first shake prompt, cold): which mount of the scene's pieces made the scene ready. At a
// new slot the pieces are mounted afresh (PersistentScene's key): the new SceneReady draws and makes the scene ready
// in the commit's layout phase, and the old one's passive cleanup, which React runs after it, made it not ready again;
// the throw then waited for a frame drawn by the loop, 2.5 to 7.8 s after a cold Start under load. A mount's
// cleanup now takes away only the readiness it gave.
import { markMilestone } from './frameProbe';
import { useThrow } from './throwStore';

let readyBy: object | null = null;

/** The mount `by` drew a frame of its pieces: the scene can show a throw. */
export function sceneReadyBy(by: object): void {
  readyBy = by;
  useThrow.getState().set({ sceneReady: true });
}

/** Whether the scene is ready by `by`'s frame. */
export function isReadyBy(by: object): boolean {
  return readyBy === by && useThrow.getState().sceneReady;
}

/** The mount `by` goes: the scene is not ready, unless a newer mount made it ready since. */
export function sceneGoneBy(by: object): void {
  if (readyBy !== null && readyBy !== by) return;
  readyBy = null;
  markMilestone('scene-unmounted');
  useThrow.getState().set({ sceneReady: false });
}
