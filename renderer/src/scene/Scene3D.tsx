// The 3D table (R3F): the dice engineer's table, leather cups in the players' colours and dice,
// playing back the throw computed in the physics worker. The viewer's seat faces the camera.
// Cups stay down over the dice except: your own cup when you peek, and every cup at a reveal.
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import type * as THREE from 'three';
import { shiftView } from './viewOffset';
import { Vector3 } from 'three';
import { seatPosition } from '../../physics/constants';
import { samplePose, trajectoryDuration } from '../../physics/playback';
import type { ThrowResult } from '../../physics/index';
import type { Face } from '../../../engine/index';
import { AirborneShadows, Cup, Die, Table, ThrowPlayback, useAirborneShadow, WarmRevealMarks } from '../../dice/index';
import { useGame } from '../state/game';
import { useSettings } from '../state/settings';
import { playbackStart, useThrow } from './throwStore';
import { recordFrame, recordPlayback, recordSceneFaces } from './frameProbe';
import { bodyRelabels, shownFaces } from '../logic/throwLabels';
import { sceneHandOf } from '../logic/servedRoll';
import { throwShown } from '../logic/throwView';
import { cameraPose, comingToShownHand, easeCamera, handPose, revealPose, useCamera } from '../state/camera';
import { bodyGlows, glowsByCup, startGlows, startWinner, type DieGlow } from '../logic/revealMarks';
import { dockedCover, dockedDialogRect } from './revealFrame';
import { routeThreeConsole } from './threeConsole';
import { SeatAnchors } from './SeatAnchors';
import { TableCanvas } from './TableCanvas';
import { SceneReady } from './SceneReady';
import { CompileAhead } from './CompileAhead';
import { advanceTour, planTour, tourElapsed, tourFrame, useRevealTour, type TourPlan } from '../state/revealTour';
import { glowOf } from '../logic/revealMarks';
import { RevealProbe } from './RevealProbe';
import { LaidReveal, laidCentres, laidHands } from './LaidReveal';
import { HeldCup } from './HeldCup';
import { impactsBetween } from '../../physics/index';
import { playImpact } from '../audio/sound';

routeThreeConsole();

/**
 * Shakes the viewer's cup in place while the human holds the key or the mouse (fast throws), and
 * the bots' cups at the same time (issue 27), each at its own pace (`phase`, s).
 */
function ShakingCup(props: { seat: number; color: string; shaking: boolean; phase?: number }): React.JSX.Element {
  const ref = useRef<THREE.Group>(null);
  const elapsed = useRef(props.phase ?? 0);
  const p = seatPosition(props.seat);
  useFrame((_, delta) => {
    const g = ref.current;
    if (!g) return;
    elapsed.current += delta;
    const t = elapsed.current;
    const s = props.shaking ? 1 : 0;
    g.position.set(p.x + s * Math.sin(t * 31) * 1.6, s * (6 + Math.sin(t * 23) * 2), p.z + s * Math.cos(t * 27) * 1.6);
    g.rotation.set(s * Math.sin(t * 19) * 0.25, 0, s * Math.cos(t * 17) * 0.25);
  });
  // issue 42 item 15: shaken in the air, its shadow is a patch on the felt, not a caster the shadow map draws again each frame
  useAirborneShadow(ref, props.shaking);
  return <Cup ref={ref} seat={props.seat} color={props.color} casts={!props.shaking} />;
}

/** Marks the start and end of each frame's main-thread work (the UI benchmark reads them). */
function FrameProbe(): null {
  const gl = useThree((s) => s.gl);
  const start = useRef(0);
  /** Whether the loop's frame is under way (a render outside it, a redraw at a resize, is timed alone). */
  const inFrame = useRef(false);
  useFrame(() => {
    start.current = performance.now();
    inFrame.current = true;
  }, -1000);
  useEffect(() => {
    const render = gl.render.bind(gl);
    gl.render = (scene, camera) => {
      const t0 = inFrame.current ? start.current : performance.now();
      inFrame.current = false;
      // issue 42 item 15: whether this draw draws the shadow map too (three's own test: WebGLShadowMap.render)
      const shadowMap = gl.shadowMap.enabled && (gl.shadowMap.autoUpdate || gl.shadowMap.needsUpdate);
      render(scene, camera);
      recordFrame(performance.now() - t0, gl.info.render.calls, shadowMap);
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
function RecordedThrow(props: { result: ThrowResult; startedAt: number; speed: number; reveal: number | number[]; peek: number[]; colors: string[]; relabels: readonly (number | null)[]; glows: readonly DieGlow[]; markShown?: (body: number) => boolean; besideSeats: boolean; sound: boolean }): React.JSX.Element {
  const duration = trajectoryDuration(props.result.trajectory);
  // decided once per mount: a re-render never restarts or freezes the playback
  const [start] = useState(() => playbackStart(props.startedAt, useThrow.getState().playedAt, performance.now(), (duration * 1000) / props.speed));
  useEffect(() => {
    recordPlayback(props.startedAt, start);
    useThrow.getState().markPlayed(props.startedAt);
  }, [props.startedAt]);
  return (
    <ThrowPlayback
      trajectory={props.result.trajectory}
      speed={props.speed}
      reveal={props.reveal}
      peek={props.peek}
      colors={props.colors}
      relabels={props.relabels}
      glows={props.glows}
      besideSeats={props.besideSeats}
      {...(props.markShown ? { markShown: props.markShown } : {})}
      {...(start === 'settled' ? { time: duration } : { ...(props.sound ? { onTime: playContacts(props.result) } : {}) })}
    />
  );
}

/** The most impacts heard in one frame of a playback (the loudest): 30 dice landing at once make many. */
export const PLAYBACK_IMPACTS_PER_FRAME = 4;

/**
 * Issue 27: the throw heard from its physics contacts as it plays (fast throws off): each frame plays
 * the impacts recorded since the last (the loudest few), at the volume of the moment.
 */
function playContacts(result: ThrowResult): (from: number, to: number) => void {
  return (from, to) => {
    const volume = useSettings.getState().soundVolume;
    if (volume <= 0 || to <= from) return;
    for (const i of impactsBetween(result.trajectory.contacts, result.trajectory.dt, from, to, PLAYBACK_IMPACTS_PER_FRAME)) playImpact(i.kind, i.impulse, volume);
  };
}

/** At a reveal, the die lost rolls from the loser's cup to the middle of the table. */
function LostDie(props: { seat: number; speed: number }): React.JSX.Element {
  const ref = useRef<THREE.Mesh>(null);
  const elapsed = useRef(0);
  const from = seatPosition(props.seat);
  useFrame((_, delta) => {
    const m = ref.current;
    if (!m) return;
    elapsed.current += delta;
    const k = Math.min(1, (elapsed.current * props.speed) / 1.4);
    const ease = 1 - (1 - k) ** 3;
    m.position.set(from.x * 0.8 * (1 - ease), 0.8 + Math.abs(Math.sin(k * Math.PI * 3)) * 4 * (1 - k), from.z * 0.8 * (1 - ease));
    m.rotation.set(k * 9, k * 4, k * 7);
  });
  return <Die ref={ref} />;
}

/**
 * The camera: behind the viewer's seat, orbited by the player (cameraStore), close over the own dice
 * while peeking, high over the table framing every seat's dice at a reveal (in the part of the
 * canvas the docked reveal dialog leaves free), back where it was once the reveal is dismissed.
 */
function CameraRig(props: { seat: number; peek: boolean; reveal: boolean; speed: number; centres: ReadonlyMap<number, readonly [number, number]> }): null {
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const gl = useThree((s) => s.gl);
  const size = useThree((s) => s.size);
  const yaw = useCamera((s) => s.yaw);
  const pitch = useCamera((s) => s.pitch);
  const target = useRef(new Vector3());
  const seatShown = useRef<number | null>(null);
  /** The round whose tour was skipped and the camera jumped for. */
  const skippedSeen = useRef<number | null>(null);
  /** The fraction of the canvas a docked dialog covers (read from the page a few times a second) and the view offset shown. */
  const cover = useRef({ fraction: 0, sinceRead: Infinity, offset: 0 });
  useFrame((_, delta) => {
    const c = cover.current;
    c.sinceRead += delta;
    if (props.reveal && c.sinceRead > 0.25) {
      c.sinceRead = 0;
      c.fraction = dockedCover(gl.domElement.getBoundingClientRect(), dockedDialogRect());
    }
    const fraction = props.reveal ? c.fraction : 0;
    // issue 27: while the reveal is read on the table, the camera is over the hand being counted
    // the hand shown until now is not left before the camera has come to it, as in the replay
    if (props.reveal) advanceTour(delta, comingToShownHand(useRevealTour.getState().tour, props.centres, camera.position, target.current));
    const tour = props.reveal ? useRevealTour.getState().tour : null;
    const visit = tour ? tourFrame(tour.plan, tourElapsed(tour)).visit : null;
    const centre = tour && visit !== null ? props.centres.get(tour.plan.visits[visit]!.seat) : undefined;
    const pose = centre ? handPose(centre) : props.reveal && !props.peek ? revealPose(props.seat, yaw, camera.aspect * (1 - fraction), camera.fov) : cameraPose(props.seat, yaw, pitch, props.peek);
    // eased toward the pose, about a third of a second at normal speed (a quarter from hand to hand);
    // at once the first time and when the seat shown changes (a couch hand-over: the table is the next person's at once)
    const rate = centre ? 12 : props.reveal ? 5 : 10;
    // a tour skipped (Enter, a click, a tap): the still reveal at once
    const skippedNow = Boolean(tour?.skipped) && skippedSeen.current !== tour?.round;
    if (skippedNow) skippedSeen.current = tour?.round ?? null;
    const k = seatShown.current !== props.seat || skippedNow ? 1 : 1 - Math.exp(-delta * rate * props.speed);
    seatShown.current = props.seat;
    // from hand to hand round the table, never straight across it (cameraStore.ts, shared with the replay)
    const p = camera.position;
    const t = target.current;
    const next = easeCamera([p.x, p.y, p.z], [t.x, t.y, t.z], pose, k, centre !== undefined);
    p.set(...next.position);
    t.set(...next.target);
    camera.lookAt(t);
    // the table's centre in the middle of the free part: the picture shifted by half the cover
    const eased = c.offset + (fraction / 2 - c.offset) * k;
    const offset = Math.abs(eased - fraction / 2) < 1e-4 ? fraction / 2 : eased;
    if (offset !== c.offset) {
      c.offset = offset;
      shiftView(camera, offset, size.width / size.height);
    }
  });
  return null;
}

/**
 * The live table's scene, kept by PersistentScene: drawn while `shown` (a table lends it a slot), its
 * pieces mounted afresh for each slot (`mount`), on the one canvas kept across games.
 */
export default function Scene3D(props: { shown: boolean; mount: number }): React.JSX.Element {
  const view = useGame((s) => s.view);
  const session = useGame((s) => s.session);
  /** The round being revealed, if a reveal is up. */
  const revealRound = useGame((s) => s.reveals[0]?.round ?? null);
  const lostBy = useGame((s) => {
    const r = s.reveals[0];
    const c = r?.changes.find((x) => x.dice < 0 || x.reserve < 0);
    return c && r ? `${r.round}:${c.seat}` : null;
  });
  const speed = useSettings((s) => s.animationSpeed);
  const fast = useSettings((s) => s.fastThrows);
  const t = useThrow();
  // issue 27: a shake prompt up, or a held shake let go of whose throw is being computed
  const handHeld = t.awaitingShake || t.heldRelease;
  const request = useGame((s) => s.diceRequest);
  const viewer = view?.seat ?? session?.humanSeats[0] ?? 0;
  const colours = session?.seats.map((s) => s.color) ?? [];
  // never show an older throw than the view's round; lift the cups only over the dice being revealed
  const shown = throwShown(t.round, view?.round ?? 0, revealRound, handHeld);
  const result = t.result && shown.show ? t.result : null;
  // issue 12: the start roll, once landed, lies open (every cup lifted) until the first round's throw
  const startOpen = result !== null && t.round === -1 && !t.landing;
  const revealing = shown.lift || startOpen;
  // R-BLIND, R-OBLIGAR: a peek only where the view holds the viewer's own dice
  const peeking = t.peek && view !== null && view.seat !== null && view.phase === 'bidding' && Boolean(view.hands[view.seat]);
  const reveal = useMemo(() => {
    if (!result) return 0;
    return t.seats.map((seat) => (revealing || (peeking && seat === view?.seat) ? 1 : 0));
  }, [result, t.seats, peeking, revealing, view?.seat]);
  const peekCups = useMemo(() => t.seats.map((seat) => (peeking && !revealing && seat === view?.seat ? 1 : 0)), [t.seats, peeking, revealing, view?.seat]);
  // the labels the host told this screen: every hand at the reveal, else the view's (own cup, open obligar), the high roll's
  const revealHands = useGame((s) => s.reveals[0]?.hands ?? null);
  const startFaces = useGame((s) => s.startFaces);
  const relabels = useMemo(() => {
    if (!result) return [];
    const handOf = sceneHandOf({ throwRound: t.round, lift: shown.lift, revealHands, startFaces, view });
    return bodyRelabels(result.trajectory, result.axes, t.seats, handOf);
  }, [result, t.seats, t.round, shown.lift, revealHands, startFaces, view]);
  // issue 13: at the reveal of this throw's round the counted dice glow and the wild ones are
  // marked, from the reveal the host sent (its hands, the bid's face, the wild face)
  const revealShown = useGame((s) => s.reveals[0] ?? null);
  // issue 26 item 6: a reveal of this round whose throw this scene never saw (a reload, a resumed
  // game): its hands laid out, every cup lifted beside its dice
  const laid = useMemo(
    () => (!shown.lift && revealShown && view && revealShown.round === view.round ? laidHands(revealShown.hands) : null),
    [shown.lift, revealShown, view],
  );
  // issue 12: the start roll's highest die (its winner's) glows gold once it landed
  const glows = useMemo(() => {
    if (!result) return [];
    if (startOpen) return startGlows(result.trajectory, t.seats, startWinner(startFaces));
    return bodyGlows(result.trajectory, t.seats, shown.lift ? revealShown : null);
  }, [result, t.seats, shown.lift, startOpen, startFaces, revealShown]);
  useEffect(() => {
    if (laid && revealShown) {
      const glow = (f: number): DieGlow => glowOf(revealShown, f as Face);
      recordSceneFaces({
        round: revealShown.round,
        seats: laid.map((h) => h.seat),
        faces: laid.map((h) => h.dice.map((d) => d.face)),
        lifted: true,
        glows: laid.map((h) => h.dice.map((d) => glow(d.face))),
        reveal: { round: revealShown.round, hands: revealShown.hands, countFace: revealShown.count?.face ?? null, wildFace: revealShown.wildFace },
      });
      return;
    }
    recordSceneFaces(
      result
        ? {
            round: t.round,
            seats: t.seats,
            faces: shownFaces(result.trajectory, result.axes, relabels),
            lifted: revealing,
            glows: glowsByCup(result.trajectory, t.seats.length, glows),
            reveal: shown.lift && revealShown ? { round: revealShown.round, hands: revealShown.hands, countFace: revealShown.count?.face ?? null, wildFace: revealShown.wildFace } : null,
          }
        : null,
    );
  }, [result, relabels, t.round, t.seats, revealing, shown.lift, glows, revealShown, laid]);
  const activeSeats = view?.players.flatMap((p, s) => (p.out ? [] : [s])) ?? [];
  // issue 27: the reveal read on the table, hand by hand (revealTour.ts)
  const readRound = (shown.lift && result) || laid ? (revealShown?.round ?? null) : null;
  /** Per seat: the middle of its dice where they lie (the camera visits it). */
  const centres = useMemo(() => {
    if (laid) return laidCentres(laid);
    const out = new Map<number, readonly [number, number]>();
    if (!result) return out;
    const tr = result.trajectory;
    const end = trajectoryDuration(tr);
    const sums = new Map<number, [number, number, number]>();
    const pose = { x: 0, y: 0, z: 0, qx: 0, qy: 0, qz: 0, qw: 1 };
    tr.bodies.forEach((b, i) => {
      if (b.type !== 'die' || (tr.lostFrame[i] ?? -1) >= 0) return;
      samplePose(tr, i, end, pose);
      const seat = t.seats[b.cup] ?? -1;
      const acc = sums.get(seat) ?? [0, 0, 0];
      sums.set(seat, [acc[0] + pose.x, acc[1] + pose.z, acc[2] + 1]);
    });
    sums.forEach(([x, z, n], seat) => out.set(seat, [x / n, z / n]));
    return out;
  }, [result, t.seats, laid]);
  const plan = useMemo<TourPlan | null>(() => {
    if (readRound === null || !revealShown) return null;
    // only the hands whose dice lie on this table (O-HIDDEN: the other cups hold none here)
    const hands = revealShown.hands.map((h, seat) => (centres.has(seat) ? h : []));
    return planTour(revealShown.caller, hands, (face) => glowOf(revealShown, face as Face));
  }, [readRound, revealShown, centres]);
  useEffect(() => {
    if (readRound === null || !plan) return;
    const still = typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    useRevealTour.getState().begin(readRound, plan, speed, still);
  }, [readRound, plan, speed]);
  /** Per body: whether its mark shows yet (the tour lights the counted dice one after another). */
  const markShown = useMemo(() => {
    if (!result || !plan) return undefined;
    const tr = result.trajectory;
    const next = new Map<number, number>();
    const where = tr.bodies.map((b, i) => {
      if (b.type !== 'die' || (tr.lostFrame[i] ?? -1) >= 0) return null;
      const k = next.get(b.cup) ?? 0;
      next.set(b.cup, k + 1);
      const v = plan.visits.findIndex((h) => h.seat === t.seats[b.cup]);
      return v < 0 ? null : ([v, k] as const);
    });
    return (body: number): boolean => {
      const tour = useRevealTour.getState().tour;
      const w = where[body];
      if (!tour || tour.plan !== plan || !w) return true;
      return tourFrame(plan, tourElapsed(tour)).lit(w[0], w[1]);
    };
  }, [result, plan, t.seats]);
  /** The same for the laid-out hands (by seat and place in the hand). */
  const laidMarkShown = useMemo(() => {
    if (!laid || !plan) return undefined;
    return (seat: number, k: number): boolean => {
      const tour = useRevealTour.getState().tour;
      const v = plan.visits.findIndex((h) => h.seat === seat);
      if (!tour || tour.plan !== plan || v < 0) return true;
      return tourFrame(plan, tourElapsed(tour)).lit(v, k);
    };
  }, [laid, plan]);

  return (
    <TableCanvas testId="scene3d" frameloop={props.shown ? 'always' : 'never'}>
      {/* issue 27: the reveal's marks compiled before the first reveal (once per canvas) */}
      <WarmRevealMarks />
      <Fragment key={props.mount}>
        <CameraRig seat={viewer} peek={peeking && result !== null && !revealing} reveal={(shown.lift && result !== null) || laid !== null} speed={speed} centres={centres} />
        <RevealProbe shown={props.shown} />
        {lostBy !== null ? <LostDie key={lostBy} seat={Number(lostBy.split(':')[1])} speed={speed} /> : null}
        <FrameProbe />
        <SeatAnchors seats={view?.players.map((_, s) => s) ?? []} viewer={view?.seat ?? null} />
        <Table />
        {laid && revealShown ? (
          <LaidReveal laid={laid} colours={colours} speed={speed} glowOf={(f) => glowOf(revealShown, f as Face)} {...(laidMarkShown ? { markShown: laidMarkShown } : {})} />
        ) : result ? (
          <RecordedThrow key={t.startedAt} result={result} startedAt={t.startedAt} speed={speed * t.rate} reveal={reveal} peek={peekCups} colors={t.seats.map((s) => colours[s] ?? '#7a2e1b')} relabels={relabels} glows={glows} besideSeats={revealing} sound={!fast} {...(markShown ? { markShown } : {})} />
        ) : (
          activeSeats.map((s) => {
            const color = colours[s] ?? '#7a2e1b';
            const ownDice = request && request.roundId === t.roundId ? (request.cups.find((c) => c.seat === s)?.dice ?? null) : null;
            if (s === view?.seat && handHeld) {
              // issue 27: the cup in the hand (fast throws: shaken in place, as before)
              return !fast && ownDice !== null && ownDice > 0 && t.roundId ? (
                <HeldCup key={s} roundId={t.roundId} seat={s} dice={ownDice} color={color} shaking={t.shaking} frozen={t.heldRelease} />
              ) : (
                <ShakingCup key={s} seat={s} color={color} shaking={t.shaking} />
              );
            }
            // issue 27: the others' cups shake while the person's does
            if (!fast && handHeld && (t.shaking || t.heldRelease)) return <ShakingCup key={s} seat={s} color={color} shaking phase={s * 0.37} />;
            return <Cup key={s} seat={s} color={color} position={[seatPosition(s).x, 0, seatPosition(s).z]} userData={{ cupSeat: s }} />;
          })
        )}
        {/* issue 42 item 15: the shadows of the cups in the air (a hold) */}
        <AirborneShadows />
        {/* issue 42 item 15: made ahead while no table is shown: its shaders compiled, nothing drawn */}
        {props.shown ? null : <CompileAhead />}
        {/* last: it draws the frame of the pieces above as soon as they are mounted (issue 27) */}
        <SceneReady />
      </Fragment>
    </TableCanvas>
  );
}
