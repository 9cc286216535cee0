// The replay on the 3D table (issue 13): the recorded game laid out at the step shown, no physics.
// Each cup whose hand the step shows (the viewer's own, an open obligar's, every hand at a
// challenge) is set down beside its dice, which lie face up in a row; the others stay down. At a
// challenge the counted dice sit on a gold ring, the wild ones on a blue one. The camera is behind
// the viewer's seat (the table's seat 0 when seen by the table) and orbits like the live table's.
import { useRef } from 'react';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import { PCFShadowMap, Vector3 } from 'three';
import { seatPosition } from '../../physics/constants';
import { Cup, Die, Table } from '../../dice/index';
import type { Face } from '../../../engine/index';
import type { DieMark } from '../table/Die2D';
import { cupAside, restingDice } from '../logic/replayDice';
import { useSettings } from '../state/settings';
import { cameraPose, useCamera } from './cameraStore';
import { FitCanvas } from './FitCanvas';
import { SeatAnchors } from './SeatAnchors';
import { routeThreeConsole } from './threeConsole';

routeThreeConsole();

export interface ReplaySceneProps {
  /** The seats still in the game. */
  readonly seats: readonly number[];
  /** All seats of the record (their cards are anchored). */
  readonly allSeats: readonly number[];
  readonly colours: readonly string[];
  /** The hand shown of each seat at this step, null where it stays under the cup. */
  readonly hands: readonly (readonly Face[] | null | undefined)[];
  readonly viewer: number | null;
  readonly blank: boolean;
  readonly markOf: ((die: Face) => DieMark) | null;
}

function ReplayCamera(props: { seat: number }): null {
  const camera = useThree((s) => s.camera);
  const yaw = useCamera((s) => s.yaw);
  const pitch = useCamera((s) => s.pitch);
  const target = useRef(new Vector3());
  useFrame(() => {
    const pose = cameraPose(props.seat, yaw, pitch, false);
    camera.position.set(...pose.position);
    target.current.set(...pose.target);
    camera.lookAt(target.current);
  });
  return null;
}

const RING = { counted: '#f0b429', wild: '#56b4e9' } as const;

export default function ReplayScene3D(props: ReplaySceneProps): React.JSX.Element {
  const quality = useSettings((s) => s.quality);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const shadows = quality !== 'low';
  const dpr: [number, number] = quality === 'low' ? [1, 1] : quality === 'medium' ? [1, 1.5] : [1, 2];
  return (
    <Canvas
      shadows={shadows ? { type: PCFShadowMap } : false}
      dpr={dpr}
      camera={{ fov: 40, near: 1, far: 1000, position: [0, 88, 92] }}
      aria-hidden="true"
      style={{ position: 'absolute', inset: 0 }}
      data-testid="replay-scene3d"
      onPointerDown={(e) => {
        drag.current = { x: e.clientX, y: e.clientY };
        (e.target as Element).setPointerCapture?.(e.pointerId);
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d) return;
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
        shadow-mapSize={[1024, 1024]}
        shadow-camera-left={-70}
        shadow-camera-right={70}
        shadow-camera-top={70}
        shadow-camera-bottom={-70}
        shadow-camera-far={300}
      />
      <ReplayCamera seat={props.viewer ?? 0} />
      <FitCanvas />
      <SeatAnchors seats={props.allSeats} viewer={props.viewer} />
      <Table />
      {props.seats.map((s) => {
        const hand = props.hands[s];
        const colour = props.colours[s] ?? '#7a2e1b';
        if (!hand || hand.length === 0) {
          const p = seatPosition(s);
          return <Cup key={`cup${s}`} seat={s} color={colour} position={[p.x, 0, p.z]} />;
        }
        return (
          <group key={`hand${s}`}>
            <Cup seat={s} color={colour} position={[...cupAside(s, hand.length)]} />
            {restingDice(hand, s).map((d, i) => {
              const mark = props.markOf?.(hand[i]!) ?? null;
              return (
                <group key={i} position={[...d.position]} rotation={[0, d.yaw, 0]}>
                  <Die kind={props.blank ? 'blank' : 'standard'} rotation={[...d.faceUp]} />
                  {mark ? (
                    <mesh rotation={[-Math.PI / 2, 0, 0]} position={[0, -0.78, 0]}>
                      <ringGeometry args={[1.25, 1.6, 32]} />
                      <meshBasicMaterial color={RING[mark]} />
                    </mesh>
                  ) : null}
                </group>
              );
            })}
          </group>
        );
      })}
    </Canvas>
  );
}
