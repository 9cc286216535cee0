// The vocabulary of the bots (issue 4): levels, personalities, reasons and decisions.
import type { SeatAction } from '../index';
import type { EndgameShelf } from '../solver/tables';
import type { ReasonNotes, ReasonSay } from './reasons';

export const BOT_LEVELS = ['novato', 'medio', 'experto', 'maestro', 'simple'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export const PERSONALITY_IDS = ['balanced', 'cautious', 'bold'] as const;
export type PersonalityId = (typeof PERSONALITY_IDS)[number];

/** Style parameters, so two bots of one level do not play alike. */
export interface Personality {
  readonly id: PersonalityId;
  /** Chance of a bluff: a bid, paso or picado the bot does not believe. */
  readonly bluff: number;
  /** Added to the estimated gain of a dudo (positive: doubts sooner). */
  readonly doubtBias: number;
  /** Added to the estimated gain of a calzo or mato (positive: calls exact more often). */
  readonly exactBias: number;
}

export const PERSONALITIES: { readonly [K in PersonalityId]: Personality } = {
  balanced: { id: 'balanced', bluff: 0.04, doubtBias: 0, exactBias: 0 },
  cautious: { id: 'cautious', bluff: 0, doubtBias: 0.04, exactBias: -0.05 },
  bold: { id: 'bold', bluff: 0.18, doubtBias: -0.04, exactBias: 0.05 },
};

/**
 * A short structured reason for the UI's "why?": its kind, `p` where it weighed one, the English
 * `text` (CLI, bot protocol), and the same sentence without words (`say`, `notes`: reasons.ts) for
 * the UI to translate. Our bots always give `say`; a protocol bot from outside may not.
 */
export type BotReason = (
  | { readonly kind: 'probability'; readonly p: number; readonly text: string }
  | { readonly kind: 'bluff'; readonly p: number; readonly text: string }
  | { readonly kind: 'hand'; readonly text: string }
  | { readonly kind: 'equilibrium'; readonly p: number; readonly text: string }
  | { readonly kind: 'choice'; readonly text: string }
  | { readonly kind: 'mistake'; readonly text: string }
  | { readonly kind: 'wait'; readonly text: string }
) & { readonly say?: ReasonSay; readonly notes?: ReasonNotes };

/**
 * A bot's answer. `action` is null only when the seat is not the one to act (an O-SALSA
 * out-of-turn raise the bot declines); a seat whose turn it is always gets an action.
 */
export interface BotDecision {
  readonly action: SeatAction | null;
  readonly reason: BotReason;
}

export interface BotConfig {
  readonly level: BotLevel;
  readonly personality: Personality;
  /** Monte Carlo worlds per decision (Experto, Maestro). */
  readonly samples: number;
  /** Worlds played out to the end of the round per candidate action (Experto, Maestro; 0: none). */
  readonly rollouts: number;
  /** Bids kept for the rollouts, the best by the world model. */
  readonly shortlist: number;
  /** Maestro's endgame tables, handed to the bot by whoever makes it (issue 39.6); null: none, the look-ahead plays. */
  readonly endgame: EndgameShelf | null;
}
