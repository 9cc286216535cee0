// The replay on the 3D table (issue 13): the recorded game laid out at the step shown, no physics.
// Each cup whose hand the step shows (the viewer's own, an open obligar's, every hand at a
// challenge) is set down beside its dice, which lie face up in a row; the others stay down. At a
// challenge the counted dice sit on a gold ring, the wild ones on a blue one. The camera is behind
// the viewer's seat (the table's seat 0 when seen by the table) and orbits like the live table's.
import { useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { seatPosition } from '../../physics/constants';
import { Cup, Die, Table } from '../../dice/index';
import type { Face } from '../../../engine/index';
import type { DieMark } from '../table/Die2D';
import { cupAside, restingDice } from '../logic/replayDice';
import { cameraPose, useCamera } from './cameraStore';
import { TableCanvas } from './TableCanvas';
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
  return (
    <TableCanvas testId="replay-scene3d">
      <ReplayCamera seat={props.viewer ?? 0} />
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
    </TableCanvas>
  );
}
