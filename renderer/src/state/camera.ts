// The 3D camera the player moves: orbit around the table (drag, Q/E and W/S keys), reset, and the
// peek that frames the player's own dice. Pure pose function beside a small store.
import { create } from 'zustand';
import { seatPosition } from '../../physics/constants';
import { tourElapsed, tourFrame, type Tour } from './revealTour';

export interface CameraState {
  /** Turn around the table from behind the viewer's seat (radians). */
  yaw: number;
  /** Height of the view: 0 the default, -1 low, 1 straight above (clamped). */
  pitch: number;
  orbit(dYaw: number, dPitch: number): void;
  reset(): void;
}

export const PITCH_MIN = -0.6;
export const PITCH_MAX = 0.9;

export const useCamera = create<CameraState>((set) => ({
  yaw: 0,
  pitch: 0,
  orbit: (dYaw, dPitch) => set((s) => ({ yaw: s.yaw + dYaw, pitch: Math.min(PITCH_MAX, Math.max(PITCH_MIN, s.pitch + dPitch)) })),
  reset: () => set({ yaw: 0, pitch: 0 }),
}));

export interface CameraPose {
  readonly position: readonly [number, number, number];
  readonly target: readonly [number, number, number];
}

/**
 * Where the camera is and looks. Default: behind the viewer's seat, looking at the table centre,
 * turned by yaw and raised by pitch. Peeking: close over the viewer's own cup place, so the dice
 * (1.6 cm) read at 40 px and more on a 1280×800 screen (about 25 cm away at 40° of field).
 */
export function cameraPose(seat: number, yaw: number, pitch: number, peek: boolean): CameraPose {
  const p = seatPosition(seat);
  const len = Math.hypot(p.x, p.z) || 1;
  const ux = p.x / len;
  const uz = p.z / len;
  if (peek) {
    // outward of the dice and above them; the lifted cup slides toward the centre, out of the way
    return { position: [p.x + ux * 13, 21, p.z + uz * 13], target: [p.x - ux * 1, 0, p.z - uz * 1] };
  }
  const a = Math.atan2(ux, uz) + yaw;
  const elev = 0.76 + pitch * 0.8; // radians above the table (about 44° by default)
  const dist = Math.hypot(92, 88);
  const flat = Math.cos(elev) * dist;
  // looking a little short of the centre, toward the viewer: the viewer's own cup stays in the picture
  return { position: [Math.sin(a) * flat, Math.sin(elev) * dist, Math.cos(a) * flat], target: [Math.sin(a) * 9, 0, Math.cos(a) * 9] };
}

/** The camera's height over the table at a reveal (radians above the table, about 63°). */
export const REVEAL_ELEVATION = 1.1;
/** Radius (cm) round the table's centre that holds every seat's dice (the seats at 42 cm, the dice within 5 cm of them). */
const DICE_RING = 47.5;

type V3 = [number, number, number];
const dot = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const unit = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** How far out (normalised device coordinates, the larger of x and y) the ring of dice reaches seen from `position` looking at the centre. */
export function ringReach(position: V3, aspect: number, fov: number): number {
  const f = unit([-position[0], -position[1], -position[2]]);
  const r = unit(cross(f, [0, 1, 0]));
  const u = cross(r, f);
  const tan = Math.tan((fov * Math.PI) / 360);
  let reach = 0;
  for (let i = 0; i < 24; i++) {
    const a = (i * Math.PI) / 12;
    const v: V3 = [Math.sin(a) * DICE_RING - position[0], 1 - position[1], Math.cos(a) * DICE_RING - position[2]];
    const z = dot(v, f);
    reach = Math.max(reach, Math.abs(dot(v, r)) / (z * tan * aspect), Math.abs(dot(v, u)) / (z * tan));
  }
  return reach;
}

/**
 * The camera's pose at a 3D reveal (issue 13): looking at the table's centre from high up behind
 * the viewer's seat (turned by yaw), as close as leaves the ring of every seat's dice inside 90 %
 * of the picture (`aspect`: width / height of the part of the canvas the dice may use, `fov` the
 * vertical field of view in degrees). The cups lift and slide toward the centre, clear of the dice.
 */
export function revealPose(seat: number, yaw: number, aspect: number, fov = 40): CameraPose {
  const p = seatPosition(seat);
  const a = Math.atan2(p.x, p.z) + yaw;
  const at = (dist: number): V3 => [Math.sin(a) * Math.cos(REVEAL_ELEVATION) * dist, Math.sin(REVEAL_ELEVATION) * dist, Math.cos(a) * Math.cos(REVEAL_ELEVATION) * dist];
  // the reach falls as the camera backs away: bisect for the distance where it is 0.9
  let near = 60;
  let far = 600;
  for (let i = 0; i < 24; i++) {
    const mid = (near + far) / 2;
    if (ringReach(at(mid), Math.max(0.2, aspect), fov) > 0.9) near = mid;
    else far = mid;
  }
  return { position: at(far), target: [0, 0, 0] };
}

/**
 * Issue 27: the camera over one hand at a reveal, from outside the table over the seat, looking at the
 * middle of its dice (`centre`: x and z on the table, cm): about 25 cm away at 40° of field, a die's top
 * face reads at 40 px and more on a 1280×800 screen, and a cup set down beside the seat stays out of
 * the way. The live table's reveal tour (Scene3D) and the replay's at a challenge (ReplayScene3D) use it.
 */
export function handPose(centre: readonly [number, number]): CameraPose {
  const len = Math.hypot(centre[0], centre[1]) || 1;
  const ux = centre[0] / len;
  const uz = centre[1] / len;
  return { position: [centre[0] + ux * 14, 21, centre[1] + uz * 14], target: [centre[0] - ux * 0.5, 0, centre[1] - uz * 0.5] };
}

/**
 * One eased step of the camera's position toward `goal` (a fraction `k` of the way). `round`: from
 * hand to hand round the table (angle, distance from the centre and height), never straight across
 * it: a straight move passed low over the cup set down between two seats.
 */
/**
 * Whether the camera at `at` (looking at `looking`) is still more than 1 cm from the pose over the hand `tour` shows now: the tour holds
 * that hand until the camera has come to it (issue 27), on the live table and in the replay alike.
 */
export function comingToShownHand(
  tour: Tour | null,
  centres: ReadonlyMap<number, readonly [number, number]>,
  at: { x: number; y: number; z: number },
  looking?: { x: number; y: number; z: number },
): boolean {
  if (!tour) return false;
  const visit = tourFrame(tour.plan, tourElapsed(tour)).visit;
  const centre = visit !== null ? centres.get(tour.plan.visits[visit]!.seat) : undefined;
  if (!centre) return false;
  const { position: goal, target } = handPose(centre);
  // the point looked at too (`looking`): it eases on its own, and a camera come to its place still turning left the
  // row's end die out of the picture
  const turning = looking !== undefined && Math.hypot(target[0] - looking.x, target[1] - looking.y, target[2] - looking.z) > 1;
  return turning || Math.hypot(goal[0] - at.x, goal[1] - at.y, goal[2] - at.z) > 1;
}

/**
 * Within this (cm, the position's and the target's distances together) the camera is at its pose and is set there:
 * an eased step never lands exactly (round the table, never at all), and a camera still moving by a hair redraws the
 * whole table every frame (issue 29: a reveal left open drew about 10 frames a second under software WebGL).
 */
export const CAMERA_AT_POSE_CM = 1e-3;

/** One eased step of the camera's position and target toward `pose` (`approach` for the position); the pose itself once within CAMERA_AT_POSE_CM. */
export function easeCamera(position: readonly [number, number, number], target: readonly [number, number, number], pose: CameraPose, k: number, round: boolean): { position: V3; target: V3 } {
  const [p, t, g, h] = [position, target, pose.position, pose.target];
  if (Math.hypot(g[0] - p[0], g[1] - p[1], g[2] - p[2]) + Math.hypot(h[0] - t[0], h[1] - t[1], h[2] - t[2]) < CAMERA_AT_POSE_CM) return { position: [...g], target: [...h] };
  return { position: approach(p, g, k, round), target: [t[0] + (h[0] - t[0]) * k, t[1] + (h[1] - t[1]) * k, t[2] + (h[2] - t[2]) * k] };
}

export function approach(from: readonly [number, number, number], goal: readonly [number, number, number], k: number, round: boolean): V3 {
  if (!round || k >= 1) return [from[0] + (goal[0] - from[0]) * k, from[1] + (goal[1] - from[1]) * k, from[2] + (goal[2] - from[2]) * k];
  const a0 = Math.atan2(from[0], from[2]);
  const r0 = Math.hypot(from[0], from[2]);
  const a1 = Math.atan2(goal[0], goal[2]);
  const r1 = Math.hypot(goal[0], goal[2]);
  const turn = Math.atan2(Math.sin(a1 - a0), Math.cos(a1 - a0));
  const a = a0 + turn * k;
  const r = r0 + (r1 - r0) * k;
  return [Math.sin(a) * r, from[1] + (goal[1] - from[1]) * k, Math.cos(a) * r];
}
