// Issue 29 (and a laptop's battery): the 3D table is drawn when it changed, not at every animation frame. The
// scene's signature is what tells: it must differ after any change a player could see.
import { describe, expect, it } from 'vitest';
import * as THREE from 'three';
import { sceneSignature } from '../../renderer/src/scene/RenderWhenChanged';

function table(): { scene: THREE.Scene; camera: THREE.PerspectiveCamera; die: THREE.Mesh<THREE.BoxGeometry, THREE.MeshStandardMaterial>; light: THREE.DirectionalLight } {
  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#0d2219');
  const camera = new THREE.PerspectiveCamera(40, 1.6, 1, 1000);
  camera.position.set(0, 88, 92);
  const die = new THREE.Mesh(new THREE.BoxGeometry(1, 1, 1), new THREE.MeshStandardMaterial({ color: '#ffffff' }));
  const cup = new THREE.Group();
  cup.add(die);
  const light = new THREE.DirectionalLight('#ffffff', 2.2);
  scene.add(cup, light);
  return { scene, camera, die, light };
}

describe('the 3D table is drawn again when it changed', () => {
  it('reads the same signature from a table nothing touched', () => {
    const t = table();
    expect(sceneSignature(t.scene, t.camera, 1280, 800)).toEqual(sceneSignature(t.scene, t.camera, 1280, 800));
  });

  const changes: [string, (t: ReturnType<typeof table>) => void][] = [
    ['a die moved', (t) => t.die.position.set(0, 0.01, 0)],
    ['a die turned', (t) => t.die.rotation.set(0, 0, Math.PI / 2)],
    ['its cup lifted (a parent moved)', (t) => t.die.parent!.position.setY(6)],
    ['a die hidden', (t) => (t.die.visible = false)],
    ['a die lit (emissive)', (t) => t.die.material.emissive.set('#ffd54a')],
    ['a die faded', (t) => (t.die.material.opacity = 0.5)],
    ['a material swapped', (t) => (t.die.material = new THREE.MeshStandardMaterial())],
    ['a material rebuilt (needsUpdate)', (t) => (t.die.material.needsUpdate = true)],
    ['a new piece', (t) => t.scene.add(new THREE.Mesh(new THREE.SphereGeometry(), new THREE.MeshBasicMaterial()))],
    ['the camera moved', (t) => t.camera.position.setX(5)],
    ['the lens changed', (t) => (t.camera.fov = 50, t.camera.updateProjectionMatrix())],
    ['a light dimmed', (t) => (t.light.intensity = 1)],
    ['the background', (t) => (t.scene.background as THREE.Color).set('#000000')],
  ];
  for (const [what, change] of changes) {
    it(`differs after: ${what}`, () => {
      const t = table();
      const before = [...sceneSignature(t.scene, t.camera, 1280, 800)];
      change(t);
      expect(sceneSignature(t.scene, t.camera, 1280, 800)).not.toEqual(before);
    });
  }

  it('differs when the canvas is resized', () => {
    const t = table();
    expect(sceneSignature(t.scene, t.camera, 1280, 800)).not.toEqual(sceneSignature(t.scene, t.camera, 1024, 640));
  });
});
