// Answers the host's dice requests. With 3D dice: the human shakes (hold Space or the mouse),
// the physics worker throws every cup, the scene plays it back, then the faces go to the host
// (dice:result). Without 3D: the faces come from the browser's CSPRNG at once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ThrowRequest, ThrowResult } from '../../physics/index';
import { trajectoryDuration } from '../../physics/index';
import { playSound } from '../audio/sound';
import { useGame, type DiceRequest } from '../state/game';
import { useSettings } from '../state/settings';
import { useThrow } from './throwStore';

function cryptoFace(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return 1 + (a[0]! % 6);
}

function cryptoSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]!;
}

let worker: Worker | null = null;
let nextId = 1;

/** Runs the throw in the physics worker (main thread stays free); falls back to the main thread. */
export async function throwDice(request: ThrowRequest): Promise<ThrowResult> {
  try {
    worker ??= new Worker(new URL('../../physics/worker.ts', import.meta.url), { type: 'module' });
    const w = worker;
    const id = nextId++;
    return await new Promise<ThrowResult>((resolve, reject) => {
      const onMessage = (e: MessageEvent<{ id?: number; result?: ThrowResult; error?: string }>): void => {
        if (e.data.id !== id) return;
        w.removeEventListener('message', onMessage);
        if (e.data.result) resolve(e.data.result);
        else reject(new Error(e.data.error ?? 'physics worker failed'));
      };
      w.addEventListener('message', onMessage);
      w.addEventListener('error', (ev) => reject(new Error(ev.message)), { once: true });
      w.postMessage({ id, request });
    });
  } catch {
    const { simulateThrow } = await import('../../physics/index');
    return simulateThrow(request);
  }
}

export function DiceRoller(props: { use3d: boolean }): React.JSX.Element | null {
  const { t } = useTranslation();
  const request = useGame((s) => s.diceRequest);
  const session = useGame((s) => s.session);
  const sendDice = useGame((s) => s.sendDice);
  const speed = useSettings((s) => s.animationSpeed);
  const volume = useSettings((s) => s.volume);
  const throwState = useThrow();
  const handled = useRef<string | null>(null);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!request || handled.current === request.roundId) return;
    handled.current = request.roundId;
    if (!props.use3d) {
      void sendDice(request.roundId, request.cups.map((c) => ({ seat: c.seat, faces: Array.from({ length: c.dice }, cryptoFace) })));
      return;
    }
    void run3d(request);
  }, [request?.roundId, props.use3d]);

  async function run3d(req: DiceRequest): Promise<void> {
    const humans = session?.humanSeats ?? [];
    const humanThrows = req.purpose === 'round' && req.cups.some((c) => humans.includes(c.seat));
    const seats = req.cups.map((c) => c.seat);
    useThrow.getState().set({ roundId: req.roundId, awaitingShake: humanThrows, shaking: false, result: null, seats, peek: false });
    if (humanThrows) {
      // the human holds a key or the mouse to shake; bots shake by themselves. Never wait past ~8 s.
      await new Promise<void>((resolve) => {
        release.current = resolve;
        setTimeout(resolve, 8000 / speed);
      });
      release.current = null;
    }
    playSound('rattle', volume);
    useThrow.getState().set({ awaitingShake: false, shaking: false });
    const result = await throwDice({
      seed: cryptoSeed(),
      cups: req.cups.map((c) => ({ seat: c.seat, dice: c.dice, kind: c.kind })),
      fallenDieLost: req.fallenDieLost,
    });
    useThrow.getState().set({ result, startedAt: performance.now() });
    const ms = (trajectoryDuration(result.trajectory) * 1000) / speed;
    setTimeout(() => playSound('slam', volume), Math.min(ms, 900 / speed));
    await new Promise((r) => setTimeout(r, ms));
    playSound('clack', volume);
    await sendDice(
      req.roundId,
      req.cups.map((c, i) => ({ seat: c.seat, faces: result.faces[i] ?? [], ...(req.fallenDieLost ? { fallen: result.fallen[i] ?? 0 } : {}) })),
    );
  }

  useEffect(() => {
    if (!throwState.awaitingShake) return;
    const down = (e: KeyboardEvent): void => {
      if (e.key === ' ' && !e.repeat) {
        e.preventDefault();
        useThrow.getState().set({ shaking: true });
        playSound('rattle', volume);
      }
    };
    const up = (e: KeyboardEvent): void => {
      if (e.key === ' ' && useThrow.getState().shaking) release.current?.();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [throwState.awaitingShake, volume]);

  if (!props.use3d || !throwState.awaitingShake) return null;
  return (
    <div className="shake-prompt" role="status">
      <p>{t('scene.shake')}</p>
      <button
        type="button"
        className="primary big"
        onPointerDown={() => {
          useThrow.getState().set({ shaking: true });
          playSound('rattle', volume);
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
