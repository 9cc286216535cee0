/**
 * Plays a recorded throw (from simulateThrow / the physics worker) with interpolation between
 * the fixed physics steps, so it looks the same at any frame rate and replays exactly.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import * as THREE from 'three';
import { CUBE_ROTATIONS, handIndexOfBodies, samplePose, trajectoryDuration, type Pose, type Trajectory } from '../physics/index';
import { Cup } from './Cup';
import { Die, pulseGlow, type DieGlow } from './Die';
import { glowPoolMaterial, wildStarMaterial } from './WarmRevealMarks';

export type ThrowPlaybackProps = {
  trajectory: Trajectory;
  /** Advance with the clock (default true). Ignored when `time` is given. */
  playing?: boolean;
  /** Playback rate (1 = real time). */
  speed?: number;
  /** Controlled time in seconds from the start of the throw (e.g. for scrubbing). */
  time?: number;
  /** Called once when playback reaches the end. */
  onEnd?: () => void;
  /** Called each frame the clock runs (not under a controlled `time`) with the playback times (s) it ran
   * from and to: the sound plays the impacts recorded between them (Trajectory.contacts). */
  onTime?: (from: number, to: number) => void;
  /** Lift of each cup once it has settled, 0 (down) .. 1 (lifted clear to reveal); a number
   * applies to every cup. Around 0.25 is a peek. */
  reveal?: number | number[];
  /** Cup colours per cup index (default: by seat). */
  colors?: string[];
  /** Per cup: a peek (1) slides the lifted cup toward the table centre and tips its mouth toward
   * its own seat, so a camera over that seat sees the dice under it. */
  peek?: number[];
  /** Per body: the relabelling (CUBE_ROTATIONS index) a die is drawn with, over its body's own
   * orientation (a throw made with hostLabels); null or absent: none. */
  relabels?: readonly (number | null)[];
  /** Per body: how a die is marked once its cup is lifted at a reveal (counted: gold, wild: blue
   * with a star over it); null or absent: not marked. */
  glows?: readonly DieGlow[];
  /** Per body, read each frame: whether a marked die's mark shows yet (issue 27: the dice light one
   * after another as the reveal is read); absent: every mark shows once its cup is well up. */
  markShown?: (body: number) => boolean;
  /** Issue 27: at a reveal the lifted cups are set down on the felt beside their seats (clear of their
   * dice, never piled in the middle); otherwise they hang lifted toward the centre. */
  besideSeats?: boolean;
};

const tmp: Pose = { x: 0, y: 0, z: 0, qx: 0, qy: 0, qz: 0, qw: 1 };
const RELABEL_QUATS = CUBE_ROTATIONS.map((r) => new THREE.Quaternion(r.q.x, r.q.y, r.q.z, r.q.w));
const axis = new THREE.Vector3();

/** A lifted cup's height over its dice (cm) and how fast a cup comes up or down (per second, eased). */
const LIFT_HEIGHT = 16;
const LIFT_RATE = 5;

/** Issue 27: how far (cm) a cup set down beside its seat lies from where it stood, along the table's edge. */
const BESIDE = 14;

export function ThrowPlayback({ trajectory, playing = true, speed = 1, time, onEnd, onTime, reveal = 0, colors, peek, relabels, glows, markShown, besideSeats = false }: ThrowPlaybackProps): React.JSX.Element {
  const refs = useRef<(THREE.Object3D | null)[]>([]);
  const stars = useRef<(THREE.Object3D | null)[]>([]);
  /** Per body: the pool of light on the felt under a marked die. */
  const pools = useRef<(THREE.Object3D | null)[]>([]);
  /** Per cup, the lift shown now: eased toward `reveal`, so the cups are seen coming up. */
  const lifted = useRef<number[]>([]);
  const glowClock = useRef(0);
  const clock = useRef(0);
  const ended = useRef(false);
  const duration = useMemo(() => trajectoryDuration(trajectory), [trajectory]);
  const marked = useMemo(() => Boolean(glows?.some((g) => g !== null)), [glows]);
  /** Per body: the die's place in its cup's hand (dice lost off the table skipped; -1 for those and cups), for the e2e tests. */
  const handIndex = useMemo(() => handIndexOfBodies(trajectory), [trajectory]);
  useEffect(() => {
    clock.current = 0;
    ended.current = false;
  }, [trajectory]);

  useFrame((_, delta) => {
    if (time !== undefined) clock.current = Math.min(duration, Math.max(0, time));
    else if (playing) {
      const before = clock.current;
      clock.current = Math.min(duration, clock.current + delta * speed);
      if (clock.current > before) onTime?.(before, clock.current);
    }
    const t = clock.current;
    const frame = t / trajectory.dt;
    const ease = 1 - Math.exp(-delta * LIFT_RATE * speed);
    if (marked) {
      glowClock.current += delta * speed;
      pulseGlow(glowClock.current);
    }
    trajectory.bodies.forEach((b, i) => {
      const o = refs.current[i];
      if (!o) return;
      samplePose(trajectory, i, t, tmp);
      o.position.set(tmp.x, tmp.y, tmp.z);
      o.quaternion.set(tmp.qx, tmp.qy, tmp.qz, tmp.qw);
      if (b.type === 'cup') {
        const settled = trajectory.settledFrame[b.cup] ?? -1;
        const want = settled >= 0 && frame >= settled ? (Array.isArray(reveal) ? (reveal[b.cup] ?? 0) : reveal) : 0;
        const r = (lifted.current[b.cup] ??= want) + (want - (lifted.current[b.cup] ?? want)) * ease;
        lifted.current[b.cup] = Math.abs(r - want) < 1e-3 ? want : r;
        const k0 = peek?.[b.cup] ?? 0;
        if (r > 0 && besideSeats && k0 === 0) {
          // up, sideways along the table's edge, and down on the felt beside the seat (mouth down)
          const len = Math.hypot(tmp.x, tmp.z) || 1;
          const side = Math.min(1, r * 1.25);
          o.position.x += (-tmp.z / len) * BESIDE * side;
          o.position.z += (tmp.x / len) * BESIDE * side;
          o.position.y += Math.sin(Math.PI * Math.min(1, r)) * LIFT_HEIGHT * 0.6;
        } else if (r > 0) {
          o.position.y += r * LIFT_HEIGHT;
          // tip the cup away from the table centre a little as it comes up, and slide it toward the
          // centre (9 cm for a peek, 27 cm at a reveal: from the reveal camera high over the table
          // the far cups then hang short of their dice and the near ones beyond theirs)
          const len = Math.hypot(tmp.x, tmp.z) || 1;
          const k = (peek?.[b.cup] ?? 0) * r;
          const slide = k > 0 ? k * 9 : r * 27;
          o.position.x -= (tmp.x / len) * slide;
          o.position.z -= (tmp.z / len) * slide;
          o.rotateOnWorldAxis(axis.set(tmp.z / len, 0, -tmp.x / len), -r * 0.5 - k * 0.6);
        }
      } else {
        const r = relabels?.[i];
        if (r) o.quaternion.multiply(RELABEL_QUATS[r]!); // drawn at q · R (docs/dice.md)
        const lost = trajectory.lostFrame[i] ?? -1;
        o.visible = !(lost >= 0 && frame >= lost);
        // the mark shows once the die's cup is well up (and, in a reveal read on the table, once its turn came)
        const up = (lifted.current[b.cup] ?? 0) > 0.5 && (markShown ? markShown(i) : true);
        const halo = o.children[0];
        if (halo) halo.visible = up;
        const star = stars.current[i];
        if (star) {
          star.visible = up && o.visible;
          star.position.set(tmp.x, tmp.y + 2.6, tmp.z);
        }
        const pool = pools.current[i];
        if (pool) {
          pool.visible = up && o.visible;
          pool.position.set(tmp.x, 0.05, tmp.z);
        }
      }
    });
    if (!ended.current && t >= duration) {
      ended.current = true;
      onEnd?.();
    }
  });

  return (
    <group>
      {trajectory.bodies.map((b, i) =>
        b.type === 'cup' ? (
          <Cup key={i} seat={b.seat} {...(colors?.[b.cup] ? { color: colors[b.cup] } : {})} userData={{ cupSeat: b.seat }} ref={(o: THREE.Object3D | null) => { refs.current[i] = o; }} />
        ) : (
          <Die key={i} kind={b.kind} glow={glows?.[i] ?? null} userData={{ cup: b.cup, die: handIndex[i] }} ref={(o: THREE.Object3D | null) => { refs.current[i] = o; }} />
        ),
      )}
      {trajectory.bodies.map((b, i) => {
        const g = b.type === 'die' ? glows?.[i] : null;
        // a soft pool of light on the felt round a marked die, seen from afar
        return g ? (
          <mesh key={`glow${i}`} rotation={[-Math.PI / 2, 0, 0]} visible={false} renderOrder={1} material={glowPoolMaterial(g)} ref={(o: THREE.Object3D | null) => { pools.current[i] = o; }}>
            <planeGeometry args={[5.5, 5.5]} />
          </mesh>
        ) : null;
      })}
      {trajectory.bodies.map((b, i) =>
        b.type === 'die' && glows?.[i] === 'wild' ? (
          <sprite key={`star${i}`} scale={[2.2, 2.2, 1]} visible={false} material={wildStarMaterial()} ref={(o: THREE.Object3D | null) => { stars.current[i] = o; }} />
        ) : null,
      )}
    </group>
  );
}
