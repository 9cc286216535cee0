// R-START, told at the table (issue 26 item 3): every high roll of the game's start, ties' rolls
// included, kept from the host's startRoll actions (the game's store keeps only the last one).
import { create } from 'zustand';
import { useGame } from './game';

export interface StartRolls {
  /** The game the rolls belong to (session id and game number of the match). */
  key: string | null;
  /** Each roll: a face per seat, null for the seats that did not roll it. */
  rolls: (number | null)[][];
}

export const useStartRolls = create<StartRolls>(() => ({ key: null, rolls: [] }));

export function gameKey(session: { id: string; match: { gameNumber: number } } | null): string | null {
  return session ? `${session.id}:${session.match.gameNumber}` : null;
}

useGame.subscribe((s, prev) => {
  if (!s.startFaces || s.startFaces === prev.startFaces) return;
  const key = gameKey(s.session);
  const cur = useStartRolls.getState();
  const roll = [...s.startFaces];
  useStartRolls.setState(cur.key === key ? { rolls: [...cur.rolls, roll] } : { key, rolls: [roll] });
});

/** The highest face of a roll and the seats that rolled it (more than one: they roll again). */
export function highest(roll: readonly (number | null)[]): { face: number; seats: number[] } {
  const face = Math.max(...roll.map((f) => f ?? 0));
  return { face, seats: roll.flatMap((f, s) => (f === face ? [s] : [])) };
}
