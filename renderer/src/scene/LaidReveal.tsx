// Issue 26 item 6: the reveal of a round whose throw this scene never saw (the page was reloaded,
// or the game resumed, after the round's throw). No trajectory to play back: the host's revealed
// hands are laid out as the replay lays them (replayDice.ts, a settled pose), each cup lifted and set
// down beside its dice, the counted dice glowing as they do over a recorded throw.
import { useRef, useState } from 'react';
import { useFrame } from '@react-three/fiber';
import { Cup, Die, pulseGlow, type DieGlow } from '../../dice/index';
import { cupAside, restingDice, type RestingDie } from '../logic/replayDice';

export interface LaidHand {
  readonly seat: number;
  readonly dice: readonly RestingDie[];
}

/** The hands laid out on the table, in seat order: every seat whose revealed hand has dice. */
export function laidHands(hands: readonly (readonly number[])[]): LaidHand[] {
  return hands.flatMap((hand, seat) => (hand.length > 0 ? [{ seat, dice: restingDice(hand, seat) }] : []));
}

/** Per seat: the middle of its laid-out dice (x, z), where the reveal's camera visits it. */
export function laidCentres(laid: readonly LaidHand[]): Map<number, readonly [number, number]> {
  const out = new Map<number, readonly [number, number]>();
  for (const h of laid) {
    const n = h.dice.length;
    out.set(h.seat, [h.dice.reduce((a, d) => a + d.position[0], 0) / n, h.dice.reduce((a, d) => a + d.position[2], 0) / n]);
  }
  return out;
}

/** A laid-out die, lit once the reveal's tour reaches it (`shown`, read every frame). */
function LaidDie(props: { die: RestingDie; glow: DieGlow; shown?: () => boolean }): React.JSX.Element {
  const { die, glow, shown } = props;
  const [lit, setLit] = useState(() => !shown || shown());
  useFrame(() => {
    if (!shown) return;
    const now = shown();
    if (now !== lit) setLit(now);
  });
  return (
    <group position={[...die.position]} rotation={[0, die.yaw, 0]}>
      <Die glow={lit ? glow : null} rotation={[...die.faceUp]} userData={{ face: die.face }} />
    </group>
  );
}

export function LaidReveal(props: {
  laid: readonly LaidHand[];
  colours: readonly string[];
  glowOf: (face: number) => DieGlow;
  /** The animation speed: the marks' pulse runs at it (and so stops sooner at a faster one). */
  speed: number;
  /** Whether the mark of the hand of `seat`'s die `k` shows yet (the tour lights them one after another). */
  markShown?: (seat: number, k: number) => boolean;
}): React.JSX.Element {
  const clock = useRef(0);
  useFrame((_, delta) => {
    clock.current += delta * props.speed;
    pulseGlow(clock.current);
  });
  const { markShown } = props;
  return (
    <group>
      {props.laid.map((h) => (
        <group key={h.seat}>
          <Cup seat={h.seat} color={props.colours[h.seat] ?? '#7a2e1b'} position={[...cupAside(h.seat, h.dice.length)]} />
          {h.dice.map((d, k) => (
            <LaidDie key={k} die={d} glow={props.glowOf(d.face)} {...(markShown ? { shown: () => markShown(h.seat, k) } : {})} />
          ))}
        </group>
      ))}
    </group>
  );
}
