// The 3D camera the player moves: orbit around the table (drag, Q/E and W/S keys), reset, and the
// peek that frames the player's own dice. Pure pose function beside a small store.
import { create } from 'zustand';
import { seatPosition } from '../../physics/constants';

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

/** Where the camera frames the dice of the whole table at a reveal: high over the table, behind the viewer's seat turned by yaw. */
export const REVEAL_ELEVATION = 1.0; // radians above the table (about 57°)
/** Radius (cm) that holds every seat's dice round the table's centre (the seats at 42 cm, the dice within 5 cm of them). */
const DICE_RING = 47;

/**
 * The camera's pose at a 3D reveal (issue 13): looking at the table's centre from high up, as
 * close as lets the ring of every seat's dice fill the picture (`aspect`: width / height of the
 * part of the canvas the dice may use, `fov` the vertical field of view in degrees). The cups
 * lifted 16 cm straight up leave the dice under them in sight from this height.
 */
export function revealPose(seat: number, yaw: number, aspect: number, fov = 40): CameraPose {
  const p = seatPosition(seat);
  const a = Math.atan2(p.x, p.z) + yaw;
  const tan = Math.tan((fov * Math.PI) / 360);
  // the ring seen from this elevation: R across, about R·sin(elevation) up and down
  const dist = 1.12 * Math.max((DICE_RING * Math.sin(REVEAL_ELEVATION)) / tan, DICE_RING / (tan * Math.max(0.3, aspect)));
  const flat = Math.cos(REVEAL_ELEVATION) * dist;
  return { position: [Math.sin(a) * flat, Math.sin(REVEAL_ELEVATION) * dist, Math.cos(a) * flat], target: [0, 0, 0] };
}
