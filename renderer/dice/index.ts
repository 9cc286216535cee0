/** R3F pieces of the physical dice: see docs/dice.md. */
export { Die, dieGeometry, dieMaterials, dieGlowMaterial, haloMaterial, pulseGlow, GLOW_COLORS } from './Die';
export type { DieProps, DieGlow } from './Die';
export { Cup } from './Cup';
export { hideInsideClosedCups, showAgain } from './closedCups';
export type { CupProps } from './Cup';
export { Table } from './Table';
export type { TableProps } from './Table';
export { ThrowPlayback } from './ThrowPlayback';
export { WarmRevealMarks } from './WarmRevealMarks';
export { AirborneShadows, useAirborneShadow } from './AirborneShadows';
export type { ThrowPlaybackProps } from './ThrowPlayback';
export { CUP_COLORS, CUP_COLOR_NAMES, faceTexture, leatherTexture, leatherNormalMap, feltTexture, woodTexture } from './textures';
export { throwInWorker } from './throwInWorker';
