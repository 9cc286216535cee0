// Issue 38 item 3: with 3D dice on at an online table, each round's roll (the server's, from its CSPRNG)
// is animated here: every cup in play is thrown in this client's own physics worker, by itself at the
// round's start (no shake: the server has rolled), and the scene draws each die with the relabelling that
// puts the view's label on its settled axis (Scene3D, logic/servedRoll.ts). Nothing is sent to the server.
import { useEffect } from 'react';
import { playSound } from '../audio/sound';
import { servedCups, servedRoundOf } from '../logic/servedRoll';
import { useGame } from '../state/game';
import { useOnline } from '../state/online';
import { useSettings } from '../state/settings';
import { readyToThrow, throwDice } from './DiceRoller';
import { mergeThrows } from './throwParts';
import { useThrow } from './throwStore';

function cryptoSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/** Throws the cups of `round` once the scene can show it (drawn, no reveal over it), unless a newer round took over. */
export async function playServed(key: string, round: number): Promise<void> {
  useThrow.getState().set({ roundId: key, awaitingShake: false, shaking: false, heldRelease: false, peek: false, landing: false });
  // the last round's throw stays (its cups lifted) while its reveal is read
  await readyToThrow();
  const stale = (): boolean => useThrow.getState().roundId !== key;
  const view = useGame.getState().view;
  if (stale() || !view || view.round !== round) return;
  const cups = servedCups(view);
  if (cups.length === 0) return;
  // each cup in a world of its own, as a local round's (throwParts.ts); no die is lost: the server counted them all
  const parts = await Promise.all(cups.map((c) => throwDice({ seed: cryptoSeed(), cups: [{ ...c }], fallenDieLost: false, hostLabels: true })));
  if (stale()) return;
  const { fastThrows, soundVolume } = useSettings.getState();
  // fast throws sound on a fixed cue; else the playback plays the throw's contacts (Scene3D)
  if (fastThrows) playSound('rattle', soundVolume);
  useThrow.getState().set({ result: mergeThrows(parts), startedAt: performance.now(), seats: cups.map((c) => c.seat), round, rate: 1 });
}

/**
 * Whether this table is an online one drawn in 3D (Settings › 3D dice on; the server's game rolls
 * itself, session.dice3d false); while it is, each round's roll is animated at the round's start.
 */
export function useServedRoll(): boolean {
  const dice3d = useSettings((s) => s.dice3d);
  const online = useOnline((s) => s.lobby !== null && s.lobby.phase !== 'lobby');
  const session = useGame((s) => s.session);
  const round = useGame((s) => servedRoundOf(s.view));
  const on = dice3d && online && session !== null && !session.dice3d;
  // a round's throw is made once: a remount (or the same view again after a reconnect) finds it in the throw store
  const key = on && session && round !== null ? `served:${session.id}:${session.match.gameNumber}:${round}` : null;
  useEffect(() => {
    if (key === null || round === null || useThrow.getState().roundId === key) return;
    void playServed(key, round);
  }, [key]);
  return on;
}
