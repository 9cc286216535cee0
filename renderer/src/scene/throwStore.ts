// The throw being played: the physics result from the worker, and the human's shake.
import { create } from 'zustand';
import type { ThrowResult } from '../../physics/index';

export interface ThrowState {
  /** The request being thrown (round id) and whether this client waits for a human's shake. */
  roundId: string | null;
  awaitingShake: boolean;
  shaking: boolean;
  /**
   * Issue 27: the person let go of a held shake and its throw is being computed: the cup stays where
   * the hand left it (HeldCup), so that the playback goes on from there.
   */
  heldRelease: boolean;
  result: ThrowResult | null;
  /** When the playback started (performance.now()); it also names the throw. */
  startedAt: number;
  /** The throw (its startedAt) whose playback a scene has already shown; null: none yet. */
  playedAt: number | null;
  /** The game round these dice are for (-1: the high roll for the start). */
  round: number;
  /** Seats of the thrown cups, in the result's order. */
  seats: number[];
  peek: boolean;
  /** A 3D scene is mounted and has drawn its first frame (its shaders are compiled): a throw can be shown now. */
  sceneReady: boolean;
  /**
   * The start roll (issue 12) is thrown or playing and has not landed on screen yet: the direction
   * dialog (and a couch hand-over) waits, so that people see who won before anybody chooses.
   */
  landing: boolean;
  /** The playback rate of the recorded throw on top of the animation speed (the start roll plays at START_ROLL_RATE). */
  rate: number;
  set(patch: Partial<Omit<ThrowState, 'set' | 'markPlayed'>>): void;
  /** A scene started showing the throw of `startedAt`: a later mount shows it settled. */
  markPlayed(startedAt: number): void;
}

export type PlaybackStart = 'animate' | 'settled';

/**
 * How a scene that mounts now shows the recorded throw: from the start only the first time it is
 * shown and while its playback time has not passed; after a remount (the couch hand-over
 * unmounts the table) it lies settled at once, never thrown a second time.
 */
export function playbackStart(startedAt: number, playedAt: number | null, now: number, durationMs: number): PlaybackStart {
  if (playedAt === startedAt) return 'settled';
  return now - startedAt >= durationMs ? 'settled' : 'animate';
}

/**
 * The start roll plays back at three times the animation speed (issue 12; issue 42 item 15: about
 * 0.45 s at speed 1, was 0.65 s at 2×): what a person must see is who starts, and the winner's die
 * glows gold once it landed, for as long as the direction is chosen.
 */
export const START_ROLL_RATE = 3;

/** Resolves once no start roll is landing (at once when none is). */
export function landed(): Promise<void> {
  if (!useThrow.getState().landing) return Promise.resolve();
  return new Promise((resolve) => {
    const off = useThrow.subscribe((s) => {
      if (s.landing) return;
      off();
      resolve();
    });
  });
}

export const useThrow = create<ThrowState>((set) => ({
  roundId: null,
  awaitingShake: false,
  shaking: false,
  heldRelease: false,
  result: null,
  startedAt: 0,
  playedAt: null,
  round: -1,
  seats: [],
  peek: false,
  sceneReady: false,
  landing: false,
  rate: 1,
  set: (patch) => set(patch),
  markPlayed: (startedAt) => set({ playedAt: startedAt }),
}));
