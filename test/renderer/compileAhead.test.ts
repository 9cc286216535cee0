// Issue 42 item 15 (a cold Start): what the kept canvas does ahead, while the menu is idle: every texture of its
// pieces found once, and the steps run one an idle moment, stopped when a table takes the canvas.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as THREE from 'three';
import { runWhenIdle, sceneTextures } from '../../renderer/src/scene/CompileAhead';

describe('the canvas made ahead (CompileAhead)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds every texture of the scene\'s materials once, arrays of materials included, and none twice', () => {
    const a = new THREE.Texture();
    const b = new THREE.Texture();
    const c = new THREE.Texture();
    const scene = new THREE.Scene();
    const geo = new THREE.BoxGeometry();
    scene.add(new THREE.Mesh(geo, new THREE.MeshStandardMaterial({ map: a, normalMap: b })));
    scene.add(new THREE.Mesh(geo, new THREE.MeshStandardMaterial({ map: a, bumpMap: c })));
    const group = new THREE.Group();
    group.add(new THREE.Mesh(geo, [new THREE.MeshBasicMaterial({ map: c }), new THREE.MeshBasicMaterial()]));
    scene.add(group);
    scene.add(new THREE.Sprite(new THREE.SpriteMaterial({ map: b })));
    const found = sceneTextures(scene);
    expect(found).toHaveLength(3);
    expect(new Set(found)).toEqual(new Set([a, b, c]));
  });

  it('runs the steps one a moment, in order, past a step that throws (a lost context), and not after it is stopped', () => {
    vi.useFakeTimers();
    const done: number[] = [];
    const stop = runWhenIdle([() => done.push(1), () => { throw new Error('context lost'); }, () => done.push(3), () => done.push(4)]);
    expect(done).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(done).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(done).toEqual([1, 3]);
    stop();
    vi.advanceTimersByTime(1000);
    expect(done).toEqual([1, 3]);
  });
});
