/**
 * Plays a recorded throw (from simulateThrow / the physics worker) with interpolation between
 * the fixed physics steps, so it looks the same at any frame rate and replays exactly.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import * as THREE from 'three';
import { CUBE_ROTATIONS, samplePose, trajectoryDuration, type Pose, type Trajectory } from '../physics/index';
import { Cup } from './Cup';
import { Die } from './Die';

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
};

const tmp: Pose = { x: 0, y: 0, z: 0, qx: 0, qy: 0, qz: 0, qw: 1 };
const RELABEL_QUATS = CUBE_ROTATIONS.map((r) => new THREE.Quaternion(r.q.x, r.q.y, r.q.z, r.q.w));
const axis = new THREE.Vector3();

export function ThrowPlayback({ trajectory, playing = true, speed = 1, time, onEnd, reveal = 0, colors, peek, relabels }: ThrowPlaybackProps): React.JSX.Element {
  const refs = useRef<(THREE.Object3D | null)[]>([]);
  const clock = useRef(0);
  const ended = useRef(false);
  const duration = useMemo(() => trajectoryDuration(trajectory), [trajectory]);
  useEffect(() => {
    clock.current = 0;
    ended.current = false;
  }, [trajectory]);

  useFrame((_, delta) => {
    if (time !== undefined) clock.current = Math.min(duration, Math.max(0, time));
    else if (playing) clock.current = Math.min(duration, clock.current + delta * speed);
    const t = clock.current;
    const frame = t / trajectory.dt;
    trajectory.bodies.forEach((b, i) => {
      const o = refs.current[i];
      if (!o) return;
      samplePose(trajectory, i, t, tmp);
      o.position.set(tmp.x, tmp.y, tmp.z);
      o.quaternion.set(tmp.qx, tmp.qy, tmp.qz, tmp.qw);
      if (b.type === 'cup') {
        const settled = trajectory.settledFrame[b.cup] ?? -1;
        const r = Array.isArray(reveal) ? (reveal[b.cup] ?? 0) : reveal;
        if (settled >= 0 && frame >= settled && r > 0) {
          o.position.y += r * 16;
          // tip the cup away from the table centre a little as it comes up
          const len = Math.hypot(tmp.x, tmp.z) || 1;
          const k = (peek?.[b.cup] ?? 0) * r;
          o.position.x -= (tmp.x / len) * k * 9;
          o.position.z -= (tmp.z / len) * k * 9;
          o.rotateOnWorldAxis(axis.set(tmp.z / len, 0, -tmp.x / len), -r * 0.5 - k * 0.6);
        }
      } else {
        const r = relabels?.[i];
        if (r) o.quaternion.multiply(RELABEL_QUATS[r]!); // drawn at q · R (docs/dice.md)
        const lost = trajectory.lostFrame[i] ?? -1;
        o.visible = !(lost >= 0 && frame >= lost);
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
          <Cup key={i} seat={b.seat} {...(colors?.[b.cup] ? { color: colors[b.cup] } : {})} ref={(o: THREE.Object3D | null) => { refs.current[i] = o; }} />
        ) : (
          <Die key={i} kind={b.kind} ref={(o: THREE.Object3D | null) => { refs.current[i] = o; }} />
        ),
      )}
    </group>
  );
}
