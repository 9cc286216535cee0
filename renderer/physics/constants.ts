/**
 * Dimensions and tuning of the dice scene. Units: centimetres, seconds, radians; +Y is up and
 * the table top is the plane y = 0 centred on the origin.
 */

/** Fixed physics step (s). */
export const DT = 1 / 120;
/** Gravity (cm/s²). */
export const GRAVITY = 981;

/** Edge of a die (cm). The collider is a box; rounded edges are visual only. */
export const DIE_SIZE = 1.6;
export const DIE_HALF = DIE_SIZE / 2;

/** Leather cup ("cacho"): the mouth is the local origin, the closed end toward local +Y. */
export const CUP_INNER_RADIUS = 5.0;
export const CUP_WALL = 1.2;
export const CUP_OUTER_RADIUS = CUP_INNER_RADIUS + CUP_WALL;
export const CUP_HEIGHT = 9.5;
export const CUP_BASE = 1.2;
export const CUP_SEGMENTS = 12;
/** The hand over the mouth while shaking (a kinematic box, removed at the slam). */
export const LID_THICKNESS = 0.8;

/** Playing area inside the rails (radius, cm), rail height and thickness. */
export const TABLE_RADIUS = 60;
export const TABLE_THICKNESS = 4;
export const RAIL_HEIGHT = 3;
export const RAIL_THICKNESS = 4;
export const RAIL_SEGMENTS = 24;
/** Distance of each seat's cup from the table centre. */
export const SEAT_RADIUS = 42;
/** Seats are laid out clockwise (seen from above) every 60 degrees; seat 0 nearest +Z. */
export const SEAT_COUNT = 6;

/** Height of the mouth while shaking the upright cup. */
export const SHAKE_HEIGHT = 16;

/** A die whose top normal is more than this from vertical rests cocked (R-REROLL). */
export const COCKED_TILT = (7 * Math.PI) / 180;
/** A die whose centre is this much above a flat rest on the felt lies on something (R-REROLL). */
export const STACK_MARGIN = 0.35 * DIE_SIZE;

/** Timing of a throw (s). */
export const T_SHAKE = 0.4;
export const T_FLIP = 0.25;
/** After the turn the mouth is this high; then the cup is slammed down in T_DROP. */
export const DROP_HEIGHT = 8;
export const T_DROP = 0.12;
export const T_SLAM = 2 * DT;
export const T_SWIRL = 0.4;
export const T_SETTLE_MIN = 0.1;
/** A throw that does not come to rest within this time is thrown again. */
export const T_SETTLE_MAX = 1.5;
export const T_LIFT = 0.25;
/** R-REROLL under a closed cup: a die resting cocked or on another die is laid flat on free felt
 * under the cup while the cup is jolted on the felt for this long (unseen: the cup is closed; the
 * host's secret relabelling makes every label equally likely whatever the axis), instead of the
 * cup being lifted and thrown again (about 2 s more). */
export const T_NUDGE = 0.15;
/** A re-throw (dice outside the cup after a sloppy slam, dice still moving) plays this much faster
 * than the first throw (lift, turn, shake, slam, swirl). */
export const RETHROW_TEMPO = 0.5;
export const T_TURN = 0.25;
/** Rounds of re-throws after which the last reading is taken as it is (never reached in tests). */
export const MAX_ROUNDS = 12;

/** Chance per slam that the cup comes down sloppily (opened a few cm above the felt) so dice
 * can spill out and, rarely, leave the table (O-FALLEN). */
export const DEFAULT_SPILL_CHANCE = 0.01;
export const SPILL_OPEN_HEIGHT = 3.2;

/** Where seat `s` puts its cup (mouth centre on the felt), and the angle of that seat. */
export function seatPosition(seat: number): { x: number; z: number; angle: number } {
  const angle = (-seat * 2 * Math.PI) / SEAT_COUNT;
  return { x: Math.sin(angle) * SEAT_RADIUS, z: Math.cos(angle) * SEAT_RADIUS, angle };
}
