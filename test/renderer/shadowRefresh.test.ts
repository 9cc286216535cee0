// Issue 42 item 15: the shadow map is drawn again only when what it holds changed (scene/shadowRefresh.ts): a caster
// moved, hidden or shown, turned off, the light or its map changed, or the renderer drew elsewhere since; not when only
// the camera or what casts no shadow moved (the cups in the air of a held shake, dice/airborneShadow.ts).
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { castersSignature, renderWithShadowsWhenChanged, shadowDrawn } from '../../renderer/src/scene/shadowRefresh';

function table() {
  const scene = new THREE.Scene();
  const camera = new THREE.PerspectiveCamera(40, 1.6, 1, 1000);
  camera.position.set(0, 88, 92);
  const sun = new THREE.DirectionalLight('#ffffff', 2.2);
  sun.position.set(30, 90, 40);
  sun.castShadow = true;
  const cupOnFelt = new THREE.Group();
  const leather = new THREE.Mesh(new THREE.CylinderGeometry(6, 6, 9.5), new THREE.MeshStandardMaterial());
  leather.castShadow = true;
  cupOnFelt.add(leather);
  const cupInAir = new THREE.Mesh(new THREE.CylinderGeometry(6, 6, 9.5), new THREE.MeshStandardMaterial());
  cupInAir.castShadow = false;
  const felt = new THREE.Mesh(new THREE.CircleGeometry(60), new THREE.MeshStandardMaterial());
  felt.receiveShadow = true;
  scene.add(sun, cupOnFelt, cupInAir, felt);
  scene.updateMatrixWorld(true);
  return { scene, camera, sun, cupOnFelt, leather, cupInAir, felt };
}

type Table = ReturnType<typeof table>;
const shadowMap = { enabled: true, type: THREE.PCFShadowMap };
const read = (t: Table): number[] => {
  t.scene.updateMatrixWorld(true);
  return [...castersSignature(t.scene, shadowMap)];
};

describe('the casters the shadow map is drawn from', () => {
  const changes: [string, (t: Table) => void][] = [
    ['a caster moved', (t) => t.cupOnFelt.position.setY(6)],
    ['a caster turned', (t) => t.leather.rotation.set(0.3, 0, 0)],
    ['a caster hidden', (t) => (t.leather.visible = false)],
    ['a caster\'s parent hidden', (t) => (t.cupOnFelt.visible = false)],
    ['a cup stopped casting (taken in the hand)', (t) => (t.leather.castShadow = false)],
    ['a cup began casting again (set down)', (t) => (t.cupInAir.castShadow = true)],
    ['a new caster', (t) => t.scene.add(Object.assign(new THREE.Mesh(new THREE.BoxGeometry(), new THREE.MeshStandardMaterial()), { castShadow: true }))],
    ['the light moved', (t) => t.sun.position.set(0, 90, 0)],
    ['the light\'s map got finer', (t) => t.sun.shadow.mapSize.set(2048, 2048)],
    ['the light\'s lens widened', (t) => (t.sun.shadow.camera.left = -70)],
    ['the light stopped casting', (t) => (t.sun.castShadow = false)],
  ];
  for (const [what, change] of changes) {
    it(`differ after: ${what}`, () => {
      const t = table();
      const before = read(t);
      change(t);
      expect(read(t)).not.toEqual(before);
    });
  }

  const unchanged: [string, (t: Table) => void][] = [
    ['the camera moved', (t) => t.camera.position.set(10, 60, 80)],
    ['a cup in the air moved (it casts none)', (t) => t.cupInAir.position.set(4, 11, -3)],
    ['the felt moved (it only receives)', (t) => t.felt.position.setY(0.01)],
  ];
  for (const [what, change] of unchanged) {
    it(`are the same after: ${what}`, () => {
      const t = table();
      const before = read(t);
      change(t);
      expect(read(t)).toEqual(before);
    });
  }

  it('differ when the renderer\'s shadows are turned off or change type', () => {
    const t = table();
    t.scene.updateMatrixWorld(true);
    const on = [...castersSignature(t.scene, shadowMap)];
    expect([...castersSignature(t.scene, { enabled: false, type: THREE.PCFShadowMap })]).not.toEqual(on);
    expect([...castersSignature(t.scene, { enabled: true, type: THREE.BasicShadowMap })]).not.toEqual(on);
  });
});

/** A renderer that records whether each draw drew the shadow map (as three decides it: WebGLShadowMap.render). */
function renderer() {
  const drew: boolean[] = [];
  const gl = {
    shadowMap: { enabled: true, type: THREE.PCFShadowMap, autoUpdate: true, needsUpdate: false } as THREE.WebGLShadowMap,
    info: { render: { frame: 0 } } as THREE.WebGLInfo,
    fail: false,
    render(scene: THREE.Object3D) {
      gl.info.render.frame++;
      scene.updateMatrixWorld();
      drew.push(gl.shadowMap.enabled && (gl.shadowMap.autoUpdate || gl.shadowMap.needsUpdate));
      if (gl.fail) throw new Error('context lost');
    },
  };
  return { gl, drew };
}

describe('a frame drawn with the shadow map only when its casters changed', () => {
  it('draws it the first time, then not while only the camera and the cups in the air move, then again once a caster moved', () => {
    const t = table();
    const { gl, drew } = renderer();
    const drawn = shadowDrawn();
    // (the matrices brought up to date first, as RenderWhenChanged's scene signature does)
    const frame = (): void => {
      t.scene.updateMatrixWorld();
      renderWithShadowsWhenChanged(gl as unknown as THREE.WebGLRenderer, t.scene, t.camera, drawn);
    };
    frame();
    for (let i = 0; i < 5; i++) {
      t.cupInAir.position.set(Math.sin(i), 10 + i, Math.cos(i));
      t.camera.position.setX(i);
      frame();
    }
    t.cupOnFelt.position.setX(3);
    frame();
    frame();
    expect(drew).toEqual([true, false, false, false, false, false, true, false]);
    // three's own default is left for every other draw
    expect(gl.shadowMap.autoUpdate).toBe(true);
    expect(gl.shadowMap.needsUpdate).toBe(false);
  });

  it('draws it again after the renderer drew elsewhere (a resize, a mount) or made a new shadow map (a context restored)', () => {
    const t = table();
    const { gl, drew } = renderer();
    const drawn = shadowDrawn();
    const frame = (): void => renderWithShadowsWhenChanged(gl as unknown as THREE.WebGLRenderer, t.scene, t.camera, drawn);
    frame();
    frame();
    gl.render(t.scene); // elsewhere: three draws the shadow map by itself there
    frame();
    frame();
    gl.shadowMap = { ...gl.shadowMap } as THREE.WebGLShadowMap;
    frame();
    expect(drew).toEqual([true, false, true, true, false, true]);
  });

  it('leaves three\'s default in place when a draw fails, and draws the shadow map at the next', () => {
    const t = table();
    const { gl, drew } = renderer();
    const drawn = shadowDrawn();
    gl.fail = true;
    expect(() => renderWithShadowsWhenChanged(gl as unknown as THREE.WebGLRenderer, t.scene, t.camera, drawn)).toThrow('context lost');
    expect(gl.shadowMap.autoUpdate).toBe(true);
    gl.fail = false;
    renderWithShadowsWhenChanged(gl as unknown as THREE.WebGLRenderer, t.scene, t.camera, drawn);
    expect(drew).toEqual([true, true]);
  });
});
