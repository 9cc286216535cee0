// Issue 27: the marks of a reveal (a counted or a wild die's glow and halo, the pool of light round it on the felt,
// the wild die's star) use shaders and textures nothing else on the table uses. The first reveal of a table set them
// up in its first frames: the programs' uniforms read back (a wait on the GPU process), the textures uploaded; frames
// of 0.4 to 0.6 s under software WebGL as the tour began (a stall on a GPU too). They are drawn once, each a speck
// under a thousandth of a pixel at the table's centre, when the canvas is made: the stall comes with the table's
// first frames instead, where the canvas sets up everything else.
// With them, a die of each kind unmarked (and instanced, as the held cup's are) and a cup turned mouth up: a closed cup's inside and the dice under it are
// not drawn (closedCups.ts), so a table whose cups stayed closed to the camera until the first reveal set up the
// inside's program and the plain die's as the reveal lifted the cups (a CI run counted one program more there).
import { useEffect, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { Cup } from './Cup';
import { Die, dieGeometry, dieMaterials, GLOW_COLORS } from './Die';
import { glowTexture, shadowBlobTexture, starTexture } from './textures';
import { airborneShadowMaterial, shadowPatchGeometry } from './airborneShadow';

const pools = new Map<'counted' | 'wild', THREE.MeshBasicMaterial>();
let star: THREE.SpriteMaterial | null = null;

/**
 * The soft pool of light on the felt round a marked die (issue 13), one material per mark shared by every pool: a
 * material made per pool and disposed with it freed its program, and the next reveal set it up again.
 */
export function glowPoolMaterial(glow: 'counted' | 'wild'): THREE.MeshBasicMaterial {
  let m = pools.get(glow);
  if (!m) {
    m = new THREE.MeshBasicMaterial({ map: glowTexture(GLOW_COLORS[glow]), transparent: true, blending: THREE.AdditiveBlending, depthWrite: false, toneMapped: false });
    pools.set(glow, m);
  }
  return m;
}

/** The star over a wild die (issue 13), shared by every star. */
export function wildStarMaterial(): THREE.SpriteMaterial {
  star ??= new THREE.SpriteMaterial({ map: starTexture(GLOW_COLORS.wild), toneMapped: false, depthTest: false });
  return star;
}

const warmed = new WeakSet<THREE.WebGLRenderer>();
const GLOWS = ['counted', 'wild'] as const;

/** Every reveal mark, a plain die of each kind, a cup's inside and a cup in the air's shadow drawn once (a speck at the table's centre) in the canvas's first frames, then gone. */
export function WarmRevealMarks(): React.JSX.Element | null {
  const gl = useThree((s) => s.gl);
  const [done, setDone] = useState(() => warmed.has(gl));
  const frames = useRef(0);
  useEffect(() => {
    if (done) return;
    for (const t of [glowTexture(GLOW_COLORS.counted), glowTexture(GLOW_COLORS.wild), starTexture(GLOW_COLORS.wild), shadowBlobTexture()]) gl.initTexture(t);
  }, [done, gl]);
  // the frame after the specks mounted draws them (the scene changed); a few frames later they go
  useFrame(() => {
    if (done || ++frames.current < 3) return;
    warmed.add(gl);
    setDone(true);
  });
  if (done) return null;
  return (
    <group position={[0, 0.5, 0]} scale={0.0005} name="warm-reveal-marks">
      {(['standard', 'blank'] as const).flatMap((kind) => GLOWS.map((glow) => <Die key={`${kind}:${glow}`} kind={kind} glow={glow} castShadow={false} />))}
      {(['standard', 'blank'] as const).map((kind) => <Die key={kind} kind={kind} castShadow={false} />)}
      {/* issue 42 item 15: the held cup's dice are one instanced mesh (scene/heldDice.ts), a program of its own */}
      <instancedMesh args={[dieGeometry(), dieMaterials('standard'), 1]} castShadow={false} frustumCulled={false} />
      {/* issue 42 item 15: the shadows of the cups in the air (AirborneShadows), set up before the first hold */}
      <instancedMesh args={[shadowPatchGeometry(), airborneShadowMaterial(), 1]} castShadow={false} frustumCulled={false} renderOrder={1} />
      {/* mouth up: its inside faces the camera (and the light), so it is drawn */}
      <Cup rotation={[Math.PI, 0, 0]} />
      {GLOWS.map((g) => (
        <mesh key={g} rotation={[-Math.PI / 2, 0, 0]} renderOrder={1} material={glowPoolMaterial(g)}>
          <planeGeometry args={[5.5, 5.5]} />
        </mesh>
      ))}
      <sprite scale={[2.2, 2.2, 1]} material={wildStarMaterial()} />
    </group>
  );
}
