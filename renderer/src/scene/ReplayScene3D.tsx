// The replay on the 3D table (issue 13): the recorded game laid out at the step shown, no physics.
// Each cup whose hand the step shows (the viewer's own, an open obligar's, every hand at a
// challenge) is set down beside its dice, which lie face up in a row; the others stay down. At a
// challenge the counted dice sit on a gold ring, the wild ones on a blue one. The camera is behind
// the viewer's seat (the table's seat 0 when seen by the table) and orbits like the live table's.
// Issue 27: at a challenge it visits the hands as the live table's reveal does (revealTour.ts, the
// poses of cameraStore.ts), close enough to read every die, then comes back behind the viewer's seat.
import { useEffect, useMemo, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { seatPosition } from '../../physics/constants';
import { Cup, Die, Table } from '../../dice/index';
import type { Face } from '../../../engine/index';
import type { DieMark } from '../table/Die2D';
import { cupAside, restingDice } from '../logic/replayDice';
import { useSettings } from '../state/settings';
import { cameraPose, comingToShownHand, easeCamera, handPose, useCamera } from '../state/camera';
import { newTour, planTour, stepTour, tourElapsed, tourFrame, type Tour, type TourPlan } from '../state/revealTour';
import { RevealProbe } from './RevealProbe';
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
  /** Issue 27: the challenge this step shows (null: none): a key for the step and the seat that called. */
  readonly challenge?: { readonly key: string; readonly caller: number } | null;
}

/** The tour of a challenge's hands (its key, the plan, where each visited hand's dice lie: x, z). */
interface ReplayTour {
  readonly key: string;
  readonly plan: TourPlan;
  readonly centres: ReadonlyMap<number, readonly [number, number]>;
}

/** The tour shown, for the e2e tests (window.__dudoReplayTour): its key, the hand the camera is on (null: none), whether it is over. */
function recordTour(state: { key: string; visit: number | null; seat: number | null; done: boolean } | null): void {
  const w = globalThis as { __dudoReplayTour?: unknown };
  const old = w.__dudoReplayTour as { key: string; visit: number | null; done: boolean } | null | undefined;
  if (old?.key === state?.key && old?.visit === state?.visit && old?.done === state?.done) return;
  w.__dudoReplayTour = state;
}

function ReplayCamera(props: { seat: number; tour: ReplayTour | null }): null {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const yaw = useCamera((s) => s.yaw);
  const pitch = useCamera((s) => s.pitch);
  const speed = useSettings((s) => s.animationSpeed);
  /** Whether the felt is marked as showing a close-up (data-closeup: the centre's text steps aside, styles.css). */
  const closeUp = useRef(false);
  useEffect(() => () => gl.domElement.closest('.felt')?.removeAttribute('data-closeup'), [gl]);
  const target = useRef(new Vector3());
  const first = useRef(true);
  /** The tour playing (its clock), kept per challenge step. */
  const run = useRef<{ key: string; tour: Tour } | null>(null);
  useFrame((_, delta) => {
    const plan = props.tour;
    if (!plan) run.current = null;
    else if (run.current?.key !== plan.key) {
      // under prefers-reduced-motion no tour: the table stays where it is (the seat cards show the hands)
      const still = typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
      run.current = { key: plan.key, tour: newTour(0, plan.plan, speed, still) };
    }
    let pose = cameraPose(props.seat, yaw, pitch, false);
    let onHand = false;
    const r = run.current;
    if (plan && r) {
      // the hand shown until now: its time does not run out before the camera has come to it
      stepTour(r.tour, delta, comingToShownHand(r.tour, plan.centres, camera.position, target.current));
      const f = tourFrame(r.tour.plan, tourElapsed(r.tour));
      const seat = f.visit !== null ? (r.tour.plan.visits[f.visit]?.seat ?? null) : null;
      const centre = seat !== null ? plan.centres.get(seat) : undefined;
      if (centre) {
        pose = handPose(centre);
        onHand = true;
      }
      recordTour({ key: r.key, visit: f.visit, seat, done: f.done });
    } else recordTour(null);
    if (onHand !== closeUp.current) {
      // the step's action, the bid and the count stand in the felt's middle, where the hand now is
      closeUp.current = onHand;
      gl.domElement.closest('.felt')?.toggleAttribute('data-closeup', onHand);
    }
    // eased as on the live table (a third of a second, a quarter from hand to hand); at once the first time
    const k = first.current ? 1 : 1 - Math.exp(-delta * (onHand ? 12 : 10) * speed);
    first.current = false;
    const p = camera.position;
    const t = target.current;
    const next = easeCamera([p.x, p.y, p.z], [t.x, t.y, t.z], pose, k, onHand);
    p.set(...next.position);
    t.set(...next.target);
    camera.lookAt(t);
  });
  return null;
}

const RING = { counted: '#f0b429', wild: '#56b4e9' } as const;

export default function ReplayScene3D(props: ReplaySceneProps): React.JSX.Element {
  const { challenge, hands, seats, markOf } = props;
  const tour = useMemo<ReplayTour | null>(() => {
    if (!challenge) return null;
    // the hands laid on the table (a seat out of the game has none), from the caller's neighbour round the table
    const shown = hands.map((h, s) => (h && seats.includes(s) ? h : []));
    const plan = planTour(challenge.caller, shown, (face) => markOf?.(face as Face) ?? null);
    const centres = new Map<number, readonly [number, number]>();
    for (const v of plan.visits) {
      const dice = restingDice(shown[v.seat]!, v.seat);
      centres.set(v.seat, [dice.reduce((a, d) => a + d.position[0], 0) / dice.length, dice.reduce((a, d) => a + d.position[2], 0) / dice.length]);
    }
    return { key: challenge.key, plan, centres };
  }, [challenge, hands, seats, markOf]);
  return (
    <TableCanvas testId="replay-scene3d">
      <ReplayCamera seat={props.viewer ?? 0} tour={tour} />
      <RevealProbe />
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
                  <Die kind={props.blank ? 'blank' : 'standard'} rotation={[...d.faceUp]} userData={{ cup: s, die: i }} />
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
