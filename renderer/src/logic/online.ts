// Issue 38: the online screens' pure parts: the Create form's choice as online:create's payload, the
// faces a person picks for their seat card, and the words key of an online error.
import type { PresetId } from '../../../engine/index';
import type { HostError, OnlineCreatePayload, OnlineSeatPlan, ServerAddressProblem, TurnTimerSec } from '../../../common/contract/index';
import type { BOT_LEVEL_CHOICES } from './setup';

/** The faces a person's seat card may show (the room's face ids; named in online.faces, drawn as a coloured disc with the name's initial: no emoji font needed). */
export const FACE_IDS = ['fox', 'owl', 'cat', 'llama', 'condor', 'cactus'] as const;
export type FaceId = (typeof FACE_IDS)[number];

/** The letter a face disc shows: the name's first letter, upper case ('?' for none). */
export function initialOf(name: string | null | undefined): string {
  const first = [...(name ?? '').trim()][0];
  return first ? first.toLocaleUpperCase() : '?';
}

export type BotLevel = (typeof BOT_LEVEL_CHOICES)[number];

/** What the Create form holds: who I am, the rule set, the seats after mine, the turn timer. */
export interface CreateChoice {
  name: string;
  color: string;
  face: FaceId;
  preset: PresetId;
  /** The seats after the creator's, in order. */
  seats: ({ kind: 'friend' } | { kind: 'bot'; level: BotLevel })[];
  turnTimerSec: TurnTimerSec;
  dice3d: boolean;
}

export function defaultCreateChoice(name: string, color: string, dice3d: boolean): CreateChoice {
  return { name, color, face: 'fox', preset: 'chile', seats: [{ kind: 'friend' }, { kind: 'bot', level: 'medio' }], turnTimerSec: 60, dice3d };
}

/** The form's choice as online:create's payload: the name trimmed, 1 to 5 seats after the creator's. */
export function createPayload(c: CreateChoice): OnlineCreatePayload {
  const seats: OnlineSeatPlan[] = c.seats.slice(0, 5).map((s) => (s.kind === 'bot' ? { kind: 'bot', level: s.level } : { kind: 'friend' }));
  return { person: { name: c.name.trim(), color: c.color, face: c.face }, rules: c.preset, seats, turnTimerSec: c.turnTimerSec, dice3d: c.dice3d };
}

/** The i18n key of an online error (ONLINE's problem; DISCONNECTED; GAME_IN_PROGRESS), else null: the host's sentence. */
export function onlineErrorKey(error: HostError): string | null {
  if (error.code === 'ONLINE' && error.online) return `online.problems.${error.online}`;
  if (error.code === 'GAME_IN_PROGRESS') return 'online.problems.gameHere';
  if (error.code === 'DISCONNECTED') return 'online.problems.lost';
  if (error.code === 'BAD_PAYLOAD' && error.field === 'invite') return 'online.problems.badInvite';
  return null;
}

/** The i18n key of a refused server address. */
export function serverProblemKey(problem: ServerAddressProblem): string {
  return `online.server.problems.${problem}`;
}

/** Seconds left before `deadline` (ms since epoch) at `now`, never below 0; null without a deadline. */
export function secondsLeft(deadline: number | null, now: number): number | null {
  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1000));
}
