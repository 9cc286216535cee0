// The 3D table (R3F): the dice engineer's table, leather cups in the players' colours and dice,
// playing back the throw computed in the physics worker. The viewer's seat faces the camera.
// Cups stay down over the dice except: your own cup when you peek, and every cup at a reveal.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Canvas, useFrame, useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { seatPosition } from '../../physics/constants';
import { trajectoryDuration } from '../../physics/playback';
import type { ThrowResult } from '../../physics/index';
import { Cup, Die, Table, ThrowPlayback } from '../../dice/index';
import { useGame } from '../state/game';
import { useSettings } from '../state/settings';
import { playbackStart, useThrow } from './throwStore';
import { recordFrame, recordSceneFaces } from './frameProbe';
import { bodyRelabels, shownFaces } from '../logic/throwLabels';
import { throwShown } from '../logic/throwView';

/** Shakes the viewer's cup while the human holds the key or the mouse. */
function ShakingCup(props: { seat: number; color: string; shaking: boolean }): React.JSX.Element {
  const ref = useRef<THREE.Group>(null);
  const p = seatPosition(props.seat);
  useFrame(({ clock }) => {
    const g = ref.current;
    if (!g) return;
    const t = clock.elapsedTime;
    const s = props.shaking ? 1 : 0;
    g.position.set(p.x + s * Math.sin(t * 31) * 1.6, s * (6 + Math.sin(t * 23) * 2), p.z + s * Math.cos(t * 27) * 1.6);
    g.rotation.set(s * Math.sin(t * 19) * 0.25, 0, s * Math.cos(t * 17) * 0.25);
  });
  return <Cup ref={ref} seat={props.seat} color={props.color} />;
}

/** Marks the start and end of each frame's main-thread work (the UI benchmark reads them). */
function FrameProbe(): null {
  const gl = useThree((s) => s.gl);
  const start = useRef(0);
  useFrame(() => {
    start.current = performance.now();
  }, -1000);
  useEffect(() => {
    const render = gl.render.bind(gl);
    gl.render = (scene, camera) => {
      render(scene, camera);
      recordFrame(performance.now() - start.current);
    };
    return () => {
      gl.render = render;
    };
  }, [gl]);
  return null;
}

/**
 * The recorded throw: played from the start the first time a scene shows it, settled at once
 * when the scene mounts again (after a couch hand-over) or when its playback time has passed.
 */
function RecordedThrow(props: { result: ThrowResult; startedAt: number; speed: number; reveal: number | number[]; colors: string[]; relabels: readonly (number | null)[] }): React.JSX.Element {
  const duration = trajectoryDuration(props.result.trajectory);
  // decided once per mount: a re-render never restarts or freezes the playback
  const [start] = useState(() => playbackStart(props.startedAt, useThrow.getState().playedAt, performance.now(), (duration * 1000) / props.speed));
  useEffect(() => {
    useThrow.getState().markPlayed(props.startedAt);
  }, [props.startedAt]);
  return (
    <ThrowPlayback
      trajectory={props.result.trajectory}
      speed={props.speed}
      reveal={props.reveal}
      colors={props.colors}
      relabels={props.relabels}
      {...(start === 'settled' ? { time: duration } : {})}
    />
  );
}

/** At a reveal, the die lost rolls from the loser's cup to the middle of the table. */
function LostDie(props: { seat: number; speed: number }): React.JSX.Element {
  const ref = useRef<THREE.Mesh>(null);
  const started = useRef<number | null>(null);
  const from = seatPosition(props.seat);
  useFrame(({ clock }) => {
    const m = ref.current;
    if (!m) return;
    started.current ??= clock.elapsedTime;
    const k = Math.min(1, ((clock.elapsedTime - started.current) * props.speed) / 1.4);
    const ease = 1 - (1 - k) ** 3;
    m.position.set(from.x * 0.8 * (1 - ease), 0.8 + Math.abs(Math.sin(k * Math.PI * 3)) * 4 * (1 - k), from.z * 0.8 * (1 - ease));
    m.rotation.set(k * 9, k * 4, k * 7);
  });
  return <Die ref={ref} />;
}

function CameraRig(props: { seat: number }): null {
  const camera = useThree((s) => s.camera);
  useEffect(() => {
    const p = seatPosition(props.seat);
    const len = Math.hypot(p.x, p.z) || 1;
    camera.position.set((p.x / len) * 92, 88, (p.z / len) * 92);
    camera.lookAt(0, 0, 0);
  }, [camera, props.seat]);
  return null;
}

export default function Scene3D(): React.JSX.Element {
  const view = useGame((s) => s.view);
  const session = useGame((s) => s.session);
  /** The round being revealed, if a reveal is up. */
  const revealRound = useGame((s) => s.reveals[0]?.round ?? null);
  const lostBy = useGame((s) => {
    const r = s.reveals[0];
    const c = r?.changes.find((x) => x.dice < 0 || x.reserve < 0);
    return c && r ? `${r.round}:${c.seat}` : null;
  });
  const quality = useSettings((s) => s.quality);
  const speed = useSettings((s) => s.animationSpeed);
  const t = useThrow();
  const viewer = view?.seat ?? session?.humanSeats[0] ?? 0;
  const colours = session?.seats.map((s) => s.color) ?? [];
  // never show an older throw than the view's round; lift the cups only over the dice being revealed
  const shown = throwShown(t.round, view?.round ?? 0, revealRound, t.awaitingShake);
  const revealing = shown.lift;
  const result = t.result && shown.show ? t.result : null;
  const reveal = useMemo(() => {
    if (!result) return 0;
    return t.seats.map((seat) => (revealing ? 1 : t.peek && seat === view?.seat ? 0.3 : 0));
  }, [result, t.seats, t.peek, revealing, view?.seat]);
  // the labels the host told this screen: every hand at the reveal, else the view's (own cup, open obligar), the high roll's
  const revealHands = useGame((s) => s.reveals[0]?.hands ?? null);
  const startFaces = useGame((s) => s.startFaces);
  const relabels = useMemo(() => {
    if (!result) return [];
    const handOf = (seat: number): readonly number[] | null => {
      if (revealing && revealHands) return revealHands[seat] ?? null;
      if (t.round === -1) return startFaces?.[seat] != null ? [startFaces[seat]!] : null;
      return view && view.round === t.round ? (view.hands[seat] ?? null) : null;
    };
    return bodyRelabels(result.trajectory, result.axes, t.seats, handOf);
  }, [result, t.seats, t.round, revealing, revealHands, startFaces, view]);
  useEffect(() => {
    recordSceneFaces(result ? { round: t.round, seats: t.seats, faces: shownFaces(result.trajectory, result.axes, relabels), lifted: revealing } : null);
  }, [result, relabels, t.round, t.seats, revealing]);
  const shadows = quality !== 'low';
  const dpr: [number, number] = quality === 'low' ? [1, 1] : quality === 'medium' ? [1, 1.5] : [1, 2];
  const activeSeats = view?.players.flatMap((p, s) => (p.out ? [] : [s])) ?? [];

  return (
    <Canvas shadows={shadows} dpr={dpr} camera={{ fov: 40, near: 1, far: 1000, position: [0, 88, 92] }} aria-hidden="true" data-testid="scene3d">
      <color attach="background" args={['#0d2219']} />
      <hemisphereLight args={['#fff4e0', '#202830', 0.6]} />
      <ambientLight intensity={0.25} />
      <directionalLight
        position={[30, 90, 40]}
        intensity={2.2}
        castShadow={shadows}
        shadow-mapSize={quality === 'high' ? [2048, 2048] : [1024, 1024]}
        shadow-camera-left={-70}
        shadow-camera-right={70}
        shadow-camera-top={70}
        shadow-camera-bottom={-70}
        shadow-camera-far={300}
      />
      <CameraRig seat={viewer} />
      {lostBy !== null ? <LostDie key={lostBy} seat={Number(lostBy.split(':')[1])} speed={speed} /> : null}
      <FrameProbe />
      <Table />
      {result ? (
        <RecordedThrow key={t.startedAt} result={result} startedAt={t.startedAt} speed={speed} reveal={reveal} colors={t.seats.map((s) => colours[s] ?? '#7a2e1b')} relabels={relabels} />
      ) : (
        activeSeats.map((s) =>
          s === view?.seat && t.awaitingShake ? (
            <ShakingCup key={s} seat={s} color={colours[s] ?? '#7a2e1b'} shaking={t.shaking} />
          ) : (
            <Cup key={s} seat={s} color={colours[s] ?? '#7a2e1b'} position={[seatPosition(s).x, 0, seatPosition(s).z]} />
          ),
        )
      )}
    </Canvas>
  );
}
