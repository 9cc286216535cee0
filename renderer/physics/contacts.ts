/**
 * The impacts of a throw, for its sound (issue 27 item 2: the sound is driven by the physics
 * contacts, not by timers): every first contact of a die with another die, the felt (or a rail) or
 * the cup's leather (or the hand over its mouth), with how hard it struck, and the cup's own slam
 * on the felt. Read-only listeners: the simulation is the same with or without them.
 */
import { Body, type ContactEquation } from 'cannon-es';
import type { DieState } from './bodies';

/** What struck what: a die on a die, a die on the felt or a rail, a die on the cup (or the hand), the cup slammed on the felt. */
export const ContactKind = { dieDie: 0, dieFelt: 1, dieCup: 2, cupFelt: 3 } as const;
export type ContactKind = (typeof ContactKind)[keyof typeof ContactKind];

/** Numbers per impact in Trajectory.contacts: frame, cup index, kind, impulse per unit of die mass (cm/s). */
export const CONTACT_STRIDE = 4;

/** Impacts softer than this (cm/s) are not heard and not kept (a die sliding into another, resting contacts made anew). */
export const MIN_IMPACT = 12;

export type Impact = { kind: ContactKind; impulse: number };

type CollideEvent = { body: Body; target: Body; contact: ContactEquation };

/**
 * Listens to the first contacts of `dice` (cannon-es dispatches 'collide' on both bodies of a new
 * pair, after the narrowphase and before the solver, so the approach speed is the impact's), and
 * hands each impact at least MIN_IMPACT to `sink`. `cupBodies` are the cup and its hand; any other
 * non-die body is the felt or a rail. A pair of dice is heard once. Returns the unsubscribe.
 */
export function listenImpacts(dice: readonly DieState[], isCup: (b: Body) => boolean, sink: (impact: Impact) => void): () => void {
  const ids = new Set(dice.map((d) => d.body.id));
  const listener = (e: CollideEvent): void => {
    const other = e.body;
    const self = e.target;
    const bothDice = ids.has(other.id);
    if (bothDice && other.id < self.id) return; // the pair is heard from its lower id only
    const speed = Math.abs(e.contact.getImpactVelocityAlongNormal());
    // reduced mass over a die's mass: half between two dice, whole against the felt or the kinematic cup
    const impulse = bothDice ? speed / 2 : speed;
    if (impulse < MIN_IMPACT) return;
    sink({ kind: bothDice ? ContactKind.dieDie : isCup(other) ? ContactKind.dieCup : other.type === Body.STATIC ? ContactKind.dieFelt : ContactKind.dieCup, impulse });
  };
  for (const d of dice) d.body.addEventListener(Body.COLLIDE_EVENT_NAME, listener);
  return () => {
    for (const d of dice) d.body.removeEventListener(Body.COLLIDE_EVENT_NAME, listener);
  };
}

/** Impacts of a whole throw in one growing list (CONTACT_STRIDE numbers each). */
export class ContactRecorder {
  private readonly data: number[] = [];

  constructor(private readonly enabled: boolean) {}

  add(frame: number, cup: number, kind: ContactKind, impulse: number): void {
    if (this.enabled) this.data.push(frame, cup, kind, impulse);
  }

  result(): Float32Array {
    return new Float32Array(this.data);
  }
}

/**
 * The impacts recorded between two playback times (s), at most `max`, the hardest first: what a
 * frame of the playback plays (a throttle: a frame of 30 dice landing plays a few clacks, not 30).
 */
export function impactsBetween(contacts: Float32Array, dt: number, from: number, to: number, max: number): { kind: ContactKind; impulse: number; cup: number }[] {
  const out: { kind: ContactKind; impulse: number; cup: number }[] = [];
  const f0 = from / dt;
  const f1 = to / dt;
  for (let o = 0; o + CONTACT_STRIDE <= contacts.length; o += CONTACT_STRIDE) {
    const f = contacts[o]!;
    if (f <= f0) continue;
    if (f > f1) break;
    out.push({ cup: contacts[o + 1]!, kind: contacts[o + 2]! as ContactKind, impulse: contacts[o + 3]! });
  }
  out.sort((a, b) => b.impulse - a.impulse);
  return out.slice(0, max);
}
