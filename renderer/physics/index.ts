/**
 * Physical dice: public entry point (pure TypeScript + cannon-es; runs in a Web Worker and in
 * plain Node). See docs/dice.md.
 */
export { simulateThrow } from './simulate';
export { classify } from './settle';
export type {
  CupRequest, DieKind, HeldCup, HeldDie, RethrowReason, SimulateOptions, ThrowRequest, ThrowResult, Trajectory, TrajectoryBody,
} from './types';
export { readTopFace, visualQuaternion, CUBE_ROTATIONS, FACE_LAYOUT, DIRECTIONS, directionOfLabel, quatMul } from './cube';
export type { Quat, FaceReading, CubeRotation } from './cube';
export { Rng, hashSeed } from './rng';
export * from './constants';
export { handIndexOfBodies, samplePose, trajectoryDuration } from './playback';
export type { Pose, ThrowBodies } from './playback';
export { HeldShake, HOLD_REACH } from './heldShake';
export { CONTACT_STRIDE, ContactKind, impactsBetween, type Impact } from './contacts';
