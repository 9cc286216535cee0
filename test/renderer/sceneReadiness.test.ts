// Issue 42 item 15 (a cold Start waited 2.5-7.8 s for the scene): at a new slot, the new mount of the scene's pieces
// draws and makes the scene ready; the old mount's cleanup, which React runs after that, must not take it away.
import { beforeEach, describe, expect, it } from 'vitest';
import { isReadyBy, sceneGoneBy, sceneReadyBy } from '../../renderer/src/scene/sceneReadiness';
import { useThrow } from '../../renderer/src/scene/throwStore';

const ready = (): boolean => useThrow.getState().sceneReady;

describe('the scene\'s readiness, by mount', () => {
  beforeEach(() => {
    // no mount ready from an earlier test
    const nobody = {};
    sceneReadyBy(nobody);
    sceneGoneBy(nobody);
  });

  it('a new mount that drew keeps the scene ready when the old mount is cleaned up after it (React\'s passive phase)', () => {
    const old = {};
    const next = {};
    sceneReadyBy(old);
    sceneReadyBy(next); // the new pieces' frame, drawn in the commit's layout phase
    sceneGoneBy(old); // the old pieces' passive cleanup, run after it
    expect(ready()).toBe(true);
    expect(isReadyBy(next)).toBe(true);
    expect(isReadyBy(old)).toBe(false);
  });

  it('the mount that made it ready takes it away when it goes (a hand-over, no table)', () => {
    const only = {};
    sceneReadyBy(only);
    expect(ready()).toBe(true);
    sceneGoneBy(only);
    expect(ready()).toBe(false);
  });

  it('a mount that goes while nobody made the scene ready leaves it not ready', () => {
    const waiting = {};
    sceneGoneBy(waiting);
    expect(ready()).toBe(false);
    expect(isReadyBy(waiting)).toBe(false);
  });
});
