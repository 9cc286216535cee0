// Issue 27 item 2, "a throw you feel": the person's own cup while the shake is held. The physics
// of renderer/physics/heldShake.ts runs in its Web Worker (heldClient.ts; here only where no worker
// starts): the cup follows the point the pointer is over (a mouse drag, a touch drag; Space: it
// rattles over its seat), the dice inside are knocked about by its walls and heard from their
// impacts. Each frame sends the pointer's point and draws the poses the worker last answered with.
// At the release DiceRoller takes the cup's state (takeHeldRelease) for the throw, which goes on from there.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import * as THREE from 'three';
import { CUP_HEIGHT, SHAKE_HEIGHT, type HeldCup as HeldState } from '../../physics/index';
import { Cup, dieGeometry, dieMaterials, useAirborneShadow } from '../../dice/index';
import { placeHeldDice } from './heldDice';
import { playImpact } from '../audio/sound';
import { useSettings } from '../state/settings';
import { useThrow } from './throwStore';
import { recordHeld } from './frameProbe';
import { HeldClient } from './heldClient';

/** The held shake of this screen: its round, its physics (in the worker), and where the pointer is (client px; null: no pointer, Space). */
const held: { roundId: string | null; seat: number; sim: HeldClient | null; pointer: { x: number; y: number } | null; anchor: { x: number; y: number } | null } = { roundId: null, seat: -1, sim: null, pointer: null, anchor: null };

/** The canvas's place on the page, read once a hold (and again after a resize): a read after the page changed lays it out, a frame's cost. */
const canvasRect: { rect: DOMRect | null } = { rect: null };

/** Starts (or keeps) the held shake of `roundId` for `seat`'s `dice`. */
function heldFor(roundId: string, seat: number, dice: number): HeldClient {
  if (!held.sim || held.roundId !== roundId || held.seat !== seat || held.sim.dice !== dice) {
    held.sim?.stop();
    const a = new Uint32Array(1);
    crypto.getRandomValues(a);
    held.sim = new HeldClient(seat, dice, a[0]!);
    held.roundId = roundId;
    held.seat = seat;
    held.pointer = null;
    held.anchor = null;
  }
  return held.sim;
}

/**
 * The pointer pressed to hold the shake (client coordinates: on the cup or on the shake button), or
 * null (a key shakes: the cup rattles over its seat). The cup is carried by the drag from there.
 */
export function pressHeld(p: { x: number; y: number } | null): void {
  canvasRect.rect = null;
  held.anchor = p;
  held.pointer = p;
}

/**
 * At the release: the cup's state for the throw of `roundId` (CupRequest.held), when the hand
 * shook `seat`'s cup of `dice` long enough to matter (a tenth of a second); else undefined (the
 * throw shakes by itself, as a fast throw does).
 */
export async function takeHeldRelease(roundId: string, seat: number, dice: number): Promise<HeldState | undefined> {
  const sim = held.sim;
  if (!sim || held.roundId !== roundId || held.seat !== seat || sim.dice !== dice) return undefined;
  const a = await sim.release();
  if (!a?.state) return undefined;
  recordHeld({ seat, time: a.time, offset: a.offset, impacts: a.heard, released: true, inWorker: !sim.inPage });
  return a.state;
}

/** Forgets the held shake (its throw was made or its round is over). */
export function dropHeld(): void {
  held.sim?.stop();
  held.sim = null;
  held.roundId = null;
  held.pointer = null;
  held.anchor = null;
}

const ray = new THREE.Raycaster();
const ndc = new THREE.Vector2();
/** The plane the hand carries the cup in: its middle's height while shaking. */
const carryPlane = new THREE.Plane(new THREE.Vector3(0, 1, 0), -(SHAKE_HEIGHT - CUP_HEIGHT / 2));
const hitPoint = new THREE.Vector3();

/**
 * The person's cup of `dice` at `seat` for the throw of `roundId`: down at its seat until the shake
 * is held (a press on the cup starts it too), then carried and rattled with its dice; after the
 * release it stays where the hand left it until the throw is played.
 */
export function HeldCup(props: { roundId: string; seat: number; dice: number; color: string; shaking: boolean; frozen: boolean }): React.JSX.Element {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const cup = useRef<THREE.Group>(null);
  const dice = useRef<THREE.InstancedMesh>(null);
  const volume = useSettings((s) => s.soundVolume);
  const sim = heldFor(props.roundId, props.seat, props.dice);
  const up = props.shaking || props.frozen;
  // issue 42 item 15: in the hand, its shadow is a patch on the felt (AirborneShadows), not a caster of the shadow map
  useAirborneShadow(cup, up);

  useEffect(() => {
    if (props.shaking) sim.hold();
  }, [props.shaking, sim]);

  useEffect(() => {
    // the impacts are heard as the worker's answers bring them (outside the frame's draw)
    sim.heard = props.shaking && volume > 0 ? (kind, impulse) => playImpact(kind, impulse, volume) : null;
    return () => {
      sim.heard = null;
    };
  }, [props.shaking, sim, volume]);

  useEffect(() => {
    if (!props.shaking) return;
    // the pointer anywhere on the page while the shake is held: a touch drag keeps its first target's events
    const move = (e: PointerEvent): void => {
      if (held.anchor) held.pointer = { x: e.clientX, y: e.clientY };
    };
    const resized = (): void => {
      canvasRect.rect = null;
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('resize', resized);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('resize', resized);
    };
  }, [props.shaking]);

  /** The point of the carry plane under client point `p` (x, z), or null. */
  const onCarryPlane = (p: { x: number; y: number }): [number, number] | null => {
    canvasRect.rect ??= gl.domElement.getBoundingClientRect();
    const r = canvasRect.rect;
    if (r.width <= 0 || r.height <= 0) return null;
    ndc.set(((p.x - r.left) / r.width) * 2 - 1, -((p.y - r.top) / r.height) * 2 + 1);
    ray.setFromCamera(ndc, camera);
    return ray.ray.intersectPlane(carryPlane, hitPoint) ? [hitPoint.x, hitPoint.z] : null;
  };

  useFrame((_, delta) => {
    if (props.shaking) {
      // the drag from the press, on the plane the cup is carried in, moves the cup from its seat
      let target: [number, number] | null = null;
      const from = held.anchor ? onCarryPlane(held.anchor) : null;
      const to = held.pointer && from ? onCarryPlane(held.pointer) : null;
      if (from && to) target = [sim.place.cx + to[0] - from[0], sim.place.cz + to[1] - from[1]];
      sim.frame(delta, target);
      const a = sim.latest;
      if (a) recordHeld({ seat: props.seat, time: a.time, offset: a.offset, impacts: a.heard, released: false, inWorker: !sim.inPage });
    }
    const poses = sim.latest?.poses ?? null;
    const c = cup.current;
    if (c && up && poses) {
      c.position.set(poses[0]!, poses[1]!, poses[2]!);
      c.quaternion.set(poses[3]!, poses[4]!, poses[5]!, poses[6]!);
    } else if (c) {
      // down on the felt at its seat, mouth down, until the shake is held
      c.position.set(sim.place.cx, 0, sim.place.cz);
      c.quaternion.identity();
    }
    if (dice.current) placeHeldDice(dice.current, up ? poses : null, props.dice);
  });

  const start = (e: { stopPropagation: () => void; clientX: number; clientY: number }): void => {
    if (props.frozen || !useThrow.getState().awaitingShake) return;
    e.stopPropagation();
    pressHeld({ x: e.clientX, y: e.clientY });
    useThrow.getState().set({ shaking: true });
  };
  return (
    <group>
      <Cup ref={cup} seat={props.seat} color={props.color} casts={!up} onPointerDown={start} />
      {/* issue 42 item 15: one draw for the dice in the cup (heldDice.ts); no shadow of their own: in the cup, the cup's covers theirs.
          Not culled: the mesh's bounds would be those of its first poses */}
      <instancedMesh ref={dice} args={[dieGeometry(), dieMaterials('standard'), props.dice]} count={0} frustumCulled={false} receiveShadow />
    </group>
  );
}
