// The canvas both 3D tables share (the live table and the replay): quality settings (shadows, pixel
// ratio, shadow map), the camera's lens, drag to orbit, the lights and the fit to the felt. Each table
// puts its own camera rig and pieces inside.
import { useRef, type ReactNode } from 'react';
import { Canvas } from '@react-three/fiber';
import { PCFShadowMap } from 'three';
import { useSettings } from '../state/settings';
import { useCamera } from '../state/camera';
import { useThrow } from './throwStore';
import { FitCanvas } from './FitCanvas';
import { canvasQuality } from './canvasQuality';
import { RenderWhenChanged } from './RenderWhenChanged';

export function TableCanvas(props: { testId: string; frameloop?: 'always' | 'never'; children: ReactNode }): React.JSX.Element {
  const quality = useSettings((s) => s.quality);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const { shadows, dpr, antialias, shadowMapSize } = canvasQuality(quality);
  return (
    <Canvas
      // PCFShadowMap: three r187 removed PCFSoftShadowMap (the default of shadows={true})
      shadows={shadows ? { type: PCFShadowMap } : false}
      dpr={[dpr[0], dpr[1]]}
      gl={{ antialias }}
      frameloop={props.frameloop ?? 'always'}
      camera={{ fov: 40, near: 1, far: 1000, position: [0, 88, 92] }}
      aria-hidden="true"
      // the canvas fills the felt exactly (an in-flow 100% box could outgrow a felt the grid shrank,
      // and its bottom would hide under the bidding panel)
      style={{ position: 'absolute', inset: 0 }}
      data-testid={props.testId}
      onCreated={(state) => {
        // issue 27: only three's own shaders run here (no custom GLSL). Checking each program at its first use reads
        // its status back from the GPU process, a wait of its compile and link: 5.3 s of main thread in all over a
        // game's start and first reveal under software WebGL, against 0.25 s without. Checked in development only.
        state.gl.debug.checkShaderErrors = import.meta.env.DEV;
      }}
      onPointerDown={(e) => {
        drag.current = { x: e.clientX, y: e.clientY };
        (e.target as Element).setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
        // issue 27: a drag that holds the shake carries the cup, not the camera
        if (useThrow.getState().shaking) return;
        // drag to orbit: across the canvas turns the table by about a half turn
        useCamera.getState().orbit(-(e.clientX - d.x) * 0.006, (e.clientY - d.y) * 0.004);
        drag.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
    >
      <color attach="background" args={['#0d2219']} />
      <hemisphereLight args={['#fff4e0', '#202830', 0.6]} />
      <ambientLight intensity={0.25} />
      <directionalLight
        position={[30, 90, 40]}
        intensity={2.2}
        castShadow={shadows}
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-camera-left={-70}
        shadow-camera-right={70}
        shadow-camera-top={70}
        shadow-camera-bottom={-70}
        shadow-camera-far={300}
      />
      <FitCanvas />
      {props.children}
      <RenderWhenChanged />
    </Canvas>
  );
}
