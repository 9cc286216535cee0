// Answers the host's dice requests. With 3D dice: the human shakes (hold Space or the mouse),
// the physics worker throws every cup it was told the count of, the scene plays it back, and how
// each die settled (its up-axis in its own frame) goes to the host (dice:result), which reads the
// labels from its secret relabellings (docs/dice.md): this client never chooses a face. Without
// 3D: any axes will do (the host's relabelling makes each label uniform), sent at once.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CupRequest, ThrowRequest, ThrowResult } from '../../physics/index';
import { trajectoryDuration } from '../../physics/playback';
import { throwInWorker } from '../../dice/throwInWorker';
import { playSound } from '../audio/sound';
import { useGame, type DiceRequest } from '../state/game';
import { useSettings } from '../state/settings';
import { START_ROLL_RATE, useThrow } from './throwStore';
import { markMilestone, recordThrow, settleAfterSlamMs } from './frameProbe';
import { shakeOnPhones, shakeOwners, shakePromptKey } from '../logic/shake';
import { dropHeld, pressHeld, takeHeldRelease } from './HeldCup';
import { START_PAIRING_WAIT_MS, pairingPanelClosed, usePairingPanel } from '../table/pairingPanel';
import { mergeThrows } from './throwParts';

function cryptoAxis(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % 6;
}

/**
 * Resolves once this screen can show a throw (issue 12): the 3D scene drew its first frame and no
 * reveal covers the table. Only then does the host's deadline start (dice:ready).
 */
export function readyToThrow(): Promise<void> {
  // a bots-only game does not wait for the reveal (the host does not either: no person to wait for)
  const ready = (): boolean => {
    const g = useGame.getState();
    return useThrow.getState().sceneReady && (g.reveals.length === 0 || (g.session?.humanSeats.length ?? 0) === 0);
  };
  if (ready()) return Promise.resolve();
  return new Promise((resolve) => {
    const check = (): void => {
      if (!ready()) return;
      offThrow();
      offGame();
      resolve();
    };
    const offThrow = useThrow.subscribe(check);
    const offGame = useGame.subscribe(check);
  });
}

/** Resolves once the scene can show a throw, or after `ms` (a scene that never comes: the game goes on unseen). */
function readyToThrowWithin(ms: number): Promise<void> {
  return Promise.race([readyToThrow(), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** A phones game on the shared screen whose pairing panel is not drawn yet (its links are being asked for; it opens with them). */
function phonesLinksComing(): boolean {
  const g = useGame.getState();
  const phonesGame = g.session?.role.kind === 'shared' && g.session.seats.some((x) => x.phone === true);
  return phonesGame && (g.phones === null || !usePairingPanel.getState().mounted);
}

/** The longest the start roll waits for the scene to draw before the game goes on without its playback (ms). */
export const START_SCENE_WAIT_MS = 20_000;

/** How long the shake prompt waits for the person before the cup is thrown anyway (ms). */
export const SHAKE_WAIT_MS = 15_000;

function cryptoSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

/** Runs the throw in the physics worker (the main thread stays free); on the main thread if workers fail. */
export async function throwDice(request: ThrowRequest): Promise<ThrowResult> {
  try {
    return await throwInWorker(request);
  } catch {
    const { simulateThrow } = await import('../../physics/index');
    return simulateThrow(request);
  }
}

/** One cup's throw in the worker, its own seed (each cup's physics runs in a world of its own). */
function throwCup(cup: CupRequest, req: DiceRequest): Promise<ThrowResult> {
  return throwDice({ seed: cryptoSeed(), cups: [cup], fallenDieLost: req.fallenDieLost, hostLabels: true });
}

/**
 * The request this page is answering and the release of its shake, kept outside the component: the table
 * unmounts for a couch hand-over and mounts again with the same request pending; it must not be thrown a
 * second time, and the shake prompt the next person sees must release the throw that waits for it.
 */
const handled: { roundId: string | null } = { roundId: null };
const release: { current: (() => void) | null } = { current: null };

export function DiceRoller(props: { use3d: boolean }): null {
  const request = useGame((s) => s.diceRequest);
  const session = useGame((s) => s.session);
  const sendDice = useGame((s) => s.sendDice);
  const speed = useSettings((s) => s.animationSpeed);
  const volume = useSettings((s) => s.soundVolume);
  // issue 27: fast throws shake in place and sound on fixed cues; else the held cup and its contacts
  const fast = useSettings((s) => s.fastThrows);
  // the only part of the throw store this component reads (it draws nothing: ShakePrompt does)
  const awaitingShake = useThrow((s) => s.awaitingShake);

  useEffect(() => {
    if (!request || handled.roundId === request.roundId) return;
    handled.roundId = request.roundId;
    if (!props.use3d) {
      const known = request.cups.flatMap((c) => (c.dice === null ? [] : [{ seat: c.seat, dice: c.dice }]));
      void sendDice(request.roundId, known.map((c) => ({ seat: c.seat, axes: Array.from({ length: c.dice }, cryptoAxis) })));
      return;
    }
    void run3d(request);
  }, [request?.roundId, props.use3d]);

  /**
   * Issue 12: the start roll (R-START) needs nobody's shake, so it is thrown at once, while the
   * scene may still be loading (the physics runs in its worker), and told to the host; it is played
   * on the table at START_ROLL_RATE× once the scene has drawn, then the cups lift and the winner's die glows.
   * Until it has landed (`landing`) the direction dialog waits; the bots wait for dice:settled.
   */
  async function runStart(req: DiceRequest, cups: { seat: number; dice: number; kind: DiceRequest['cups'][number]['kind'] }[]): Promise<void> {
    const seats = cups.map((c) => c.seat);
    useThrow.getState().set({ roundId: req.roundId, awaitingShake: false, shaking: false, peek: false, landing: true, result: null, round: -1, seats, rate: START_ROLL_RATE });
    try {
      // issue 42 (the last phones game, item g): not thrown behind the phones' QR codes: once they are closed (bounded)
      await pairingPanelClosed(START_PAIRING_WAIT_MS, phonesLinksComing);
      if (useThrow.getState().roundId !== req.roundId) return; // a newer request (a new game) took over
      const result = await throwDice({ seed: cryptoSeed(), cups, fallenDieLost: req.fallenDieLost, hostLabels: true });
      markMilestone('start-thrown');
      // dice:ready and the result together: the host's deadline cannot run out between them
      useGame.getState().diceReady(req.roundId);
      void sendDice(req.roundId, cups.map((c, i) => ({ seat: c.seat, axes: result.axes[i] ?? [], ...(req.fallenDieLost ? { fallen: result.fallen[i] ?? 0 } : {}) })));
      await readyToThrowWithin(START_SCENE_WAIT_MS);
      markMilestone('start-shown');
      if (useThrow.getState().roundId !== req.roundId) return; // a newer request (a new game) took over
      // fast throws sound on fixed cues; else the playback plays the throw's contacts (Scene3D)
      if (fast) playSound('rattle', volume);
      useThrow.getState().set({ result, startedAt: performance.now(), seats, round: -1, rate: START_ROLL_RATE });
      const ms = (trajectoryDuration(result.trajectory) * 1000) / (speed * START_ROLL_RATE);
      recordThrow(req, result.faces.reduce((a, f) => a + f.length, 0), ms, settleAfterSlamMs(result.trajectory, speed * START_ROLL_RATE));
      if (fast) setTimeout(() => playSound('slam', volume), Math.min(ms, 900 / (speed * START_ROLL_RATE)));
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (fast) playSound('clack', volume);
    } finally {
      if (useThrow.getState().roundId === req.roundId) useThrow.getState().set({ landing: false });
      // the start roll lies still on screen: the bots may choose (the host holds them until then, bounded)
      useGame.getState().diceSettled(req.roundId);
    }
  }

  async function run3d(req: DiceRequest): Promise<void> {
    const humans = session?.humanSeats ?? [];
    const humanThrows = req.purpose === 'round' && req.cups.some((c) => humans.includes(c.seat));
    // O-HIDDEN: a cup whose count this client was not told is not thrown here (the host labels it)
    const cups = req.cups.flatMap((c) => (c.dice === null ? [] : [{ seat: c.seat, dice: c.dice, kind: c.kind }]));
    if (req.purpose === 'start') return runStart(req, cups);
    const seats = cups.map((c) => c.seat);
    // a round's dice are for the round after the view's last one (the start roll for none)
    const round = req.purpose === 'round' ? (useGame.getState().view?.round ?? 0) + 1 : -1;
    // the last throw stays on the table (its cups lift at its reveal) until the new one is computed
    useThrow.getState().set({ roundId: req.roundId, awaitingShake: false, shaking: false, peek: false, landing: false });
    // the host's deadline starts at dice:ready, once the scene is drawn and no reveal covers it:
    // a shake prompt never expires behind a dialog or while the scene loads
    await readyToThrow();
    // a newer request (a new game after an abandon, a start roll) took over: this one is not thrown
    const stale = (): boolean => useThrow.getState().roundId !== req.roundId;
    if (stale()) return;
    // issue 42 item 15: every cup but the one the person will hold is thrown now, while the prompt waits (throwParts.ts)
    const likelyOwn = humanThrows && !fast ? (useGame.getState().view?.seat ?? null) : null;
    const parts: (Promise<ThrowResult> | null)[] = cups.map((c) => (c.seat === likelyOwn ? null : throwCup(c, req)));
    useThrow.getState().set({ awaitingShake: humanThrows });
    // issue 28 item 3: a phone that let its cup go before the prompt showed has thrown already
    const phoneLetGo = (): boolean => {
      const ps = useGame.getState().phoneShake;
      return ps !== null && ps.roundId === req.roundId && !ps.held;
    };
    if (humanThrows && !phoneLetGo()) {
      // the human holds a key or the mouse to shake (or a phone its cup); bots shake by themselves. The prompt waits
      // SHAKE_WAIT_MS for the person (the host's hard bound on dice:ready is longer), then throws.
      await new Promise<void>((resolve) => {
        release.current = resolve;
        setTimeout(resolve, SHAKE_WAIT_MS);
      });
      release.current = null;
      if (stale()) return; // the game was left while the prompt waited: no throw on the next game's table
    }
    // the throw starts: the host's deadline (for the physics and the answer) runs from now
    useGame.getState().diceReady(req.roundId);
    if (fast) playSound('rattle', volume);
    // issue 27: the person's cup shaken by hand goes on from where the hand left it (HeldCup)
    const own = useGame.getState().view?.seat ?? null;
    const ownCup = humanThrows && !fast ? cups.find((c) => c.seat === own) : undefined;
    // the worker's last state of the cup (a message away: the physics of the hold runs off this thread)
    const held = ownCup ? await takeHeldRelease(req.roundId, ownCup.seat, ownCup.dice) : undefined;
    if (stale()) return;
    markMilestone('held-taken');
    useThrow.getState().set({ awaitingShake: false, shaking: false, heldRelease: held !== undefined });
    // the held cup goes on from the hand's release; a cup not thrown ahead (the seat shown changed) is thrown now
    const thrown = cups.map((c, i) => (held && c === ownCup ? throwCup({ ...c, held }, req) : (parts[i] ?? throwCup(c, req))));
    const result = mergeThrows(await Promise.all(thrown));
    markMilestone('thrown');
    useThrow.getState().set({ result, startedAt: performance.now(), seats, round, rate: 1, heldRelease: false });
    dropHeld(); // after the playback took the held cup's place
    // the axes are known once the physics settled: the host gets them now, while the throw plays
    void sendDice(
      req.roundId,
      cups.map((c, i) => ({ seat: c.seat, axes: result.axes[i] ?? [], ...(req.fallenDieLost ? { fallen: result.fallen[i] ?? 0 } : {}) })),
    ).then(() => markMilestone('dice-answered'));
    const ms = (trajectoryDuration(result.trajectory) * 1000) / speed;
    recordThrow(req, result.faces.reduce((a, f) => a + f.length, 0), ms, settleAfterSlamMs(result.trajectory, speed));
    if (fast) setTimeout(() => playSound('slam', volume), Math.min(ms, 900 / speed));
    setTimeout(() => {
      if (fast) playSound('clack', volume);
      // the throw lies still on screen: the bots may speak (the host holds them until then, bounded)
      useGame.getState().diceSettled(req.roundId);
    }, ms);
  }

  // issue 28 item 3: a phone's cup held rattles here too; let go, it throws the round's dice like a release here
  const phoneShake = useGame((s) => s.phoneShake);
  useEffect(() => {
    if (!awaitingShake || !phoneShake || phoneShake.roundId !== useThrow.getState().roundId) return;
    if (phoneShake.held) {
      if (!useThrow.getState().shaking) pressHeld(null);
      useThrow.getState().set({ shaking: true });
      if (fast) playSound('rattle', volume);
    } else release.current?.();
  }, [phoneShake, awaitingShake]);

  useEffect(() => {
    if (!awaitingShake) return;
    const down = (e: KeyboardEvent): void => {
      if (e.key === ' ' && !e.repeat) {
        e.preventDefault();
        // a key shakes without a pointer: the held cup rattles over its seat
        if (!useThrow.getState().shaking) pressHeld(null);
        useThrow.getState().set({ shaking: true });
        if (fast) playSound('rattle', volume);
      }
    };
    const up = (e: KeyboardEvent): void => {
      if (e.key === ' ' && useThrow.getState().shaking) release.current?.();
    };
    // a shake held by a press on the cup (or the button) is released wherever the pointer is let go
    const pointerUp = (): void => {
      if (useThrow.getState().shaking) release.current?.();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('pointerup', pointerUp);
    window.addEventListener('pointercancel', pointerUp);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('pointerup', pointerUp);
      window.removeEventListener('pointercancel', pointerUp);
    };
  }, [awaitingShake, volume, fast]);

  return null;
}

/** Issue 26 item 3: the throw made by itself once SHAKE_WAIT_MS ran out, counted down. */
function ShakeCountdown(): React.JSX.Element {
  const { t } = useTranslation();
  const [left, setLeft] = useState(Math.ceil(SHAKE_WAIT_MS / 1000));
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(() => setLeft(Math.max(0, Math.ceil((SHAKE_WAIT_MS - (performance.now() - started)) / 1000))), 250);
    return () => clearInterval(timer);
  }, []);
  return (
    <p className="shake-countdown muted" role="timer" aria-live="off" data-testid="shake-countdown">
      {t('scene.autoThrow', { count: left })}
    </p>
  );
}

/**
 * The shake prompt, on the felt in place of the turn text (issue 12): it never covers the person's own
 * cup, which shakes while it is held. It releases the throw DiceRoller holds for the person.
 */
export function ShakePrompt(props: { use3d: boolean }): React.JSX.Element | null {
  const { t, i18n } = useTranslation();
  const awaitingShake = useThrow((s) => s.awaitingShake);
  const volume = useSettings((s) => s.soundVolume);
  const fast = useSettings((s) => s.fastThrows);
  const session = useGame((s) => s.session);
  const shown = useGame((s) => s.view?.seat ?? null);
  const players = useGame((s) => s.view?.players ?? null);
  if (!props.use3d || !awaitingShake) return null;
  const list = (seats: readonly number[]): string => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(seats.map((s) => session?.seats[s]?.name ?? `#${s + 1}`));
  // a person out of the game throws no cup: the prompt does not name them
  const out = (seat: number): boolean => players?.[seat]?.out ?? false;
  const onPhones = shakeOnPhones(session?.heldSeats ?? session?.humanSeats ?? [], session?.humanSeats ?? [], out);
  if (onPhones)
    return (
      <div className="shake-prompt" role="status" data-testid="shake-on-phones">
        <p>{t('scene.shakeOnPhones', { count: onPhones.length, names: list(onPhones) })}</p>
        <ShakeCountdown />
      </div>
    );
  // issue 26 item 3: in couch play the prompt names whose cup it shakes (the person shown, else every person here)
  const owners = shakeOwners(session?.heldSeats ?? session?.humanSeats ?? [], shown, out);
  const couch = (session?.humanSeats.filter((s) => !out(s)).length ?? 0) > 1;
  return (
    <div className="shake-prompt" role="status">
      <p>{couch ? t(shakePromptKey(fast, true), { count: owners.length, names: list(owners) }) : t(shakePromptKey(fast, false))}</p>
      <ShakeCountdown />
      <button
        type="button"
        className="primary big shake-button"
        onPointerDown={(e) => {
          // issue 27: a drag from the button carries the cup (a touch drag too: touch-action none)
          pressHeld({ x: e.clientX, y: e.clientY });
          useThrow.getState().set({ shaking: true });
          if (fast) playSound('rattle', volume);
        }}
        onPointerUp={() => release.current?.()}
        onKeyDown={(e) => {
          if (e.key === 'Enter') release.current?.();
        }}
      >
        {t('scene.shakeButton')}
      </button>
    </div>
  );
}
