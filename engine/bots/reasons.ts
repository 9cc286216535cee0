// What a bot's "why?" says, without words (issue 6): a code and its typed parameters, so the UI can
// say it in the player's language and jargon. The English `text` of a BotReason stays beside it for
// the CLI and the bot protocol. Pure: zod only.
import { z } from 'zod';
import type { Bid, Direction, PasoPattern, RoundKind } from '../index';
import type { HandFacts } from './handFacts';

type NoParams = Record<never, never>;

/** The sentence of each code and its parameters; `p` (where the reason has one) is on the reason itself. */
export interface ReasonParams {
  /** A bid the bot believes: true with p. */
  readonly 'bid-true': { readonly bid: Bid; readonly hand?: HandFacts };
  /** R-DUDO: the standing bid is true with only p. */
  readonly 'dudo-unlikely': { readonly bid: Bid; readonly hand?: HandFacts };
  /** R-PASO, R-PICADO: doubting a claim about a hand, which holds with p. */
  readonly 'dudo-claim': { readonly claim: 'paso' | 'picado' };
  /** R-CALZO: exactly the standing bid with p. */
  readonly 'calzo-exact': { readonly bid: Bid; readonly hand?: HandFacts };
  /** R-MATO: exactly the standing bid with p. */
  readonly 'mato-exact': { readonly bid: Bid; readonly hand?: HandFacts };
  /** R-PASO: the bot's hand has the pattern. */
  readonly 'paso-hand': { readonly pattern: PasoPattern };
  readonly 'paso-bluff': NoParams;
  /** R-PICADO: the bot holds this many aces. */
  readonly 'picado-aces': { readonly aces: number };
  readonly 'picado-bluff': NoParams;
  /** A bid the bot does not believe (true with p). */
  readonly bluff: { readonly bid: Bid; readonly hand?: HandFacts };
  /** O-SALSA: an out-of-turn raise, true with p. */
  readonly salsa: { readonly bid: Bid; readonly hand?: HandFacts };
  /** O-SALSA: no out-of-turn raise the bot is sure of. */
  readonly 'salsa-wait': NoParams;
  /** SimpleDudo: the strongest bid true with p ≥ ½. */
  readonly 'simple-strongest': { readonly bid: Bid };
  /** SimpleDudo: no bid true with p ≥ ½, so dudo on the standing bid (true with p). */
  readonly 'simple-dudo': { readonly bid: Bid };
  /** SimpleDudo: no bid true with p ≥ ½, so dudo on a paso or picado. */
  readonly 'simple-dudo-claim': NoParams;
  /** SimpleDudo: neither a likely bid nor a dudo: the likeliest bid. */
  readonly 'simple-must-bid': { readonly bid: Bid };
  /** SimpleDudo never raises out of turn (O-SALSA). */
  readonly 'simple-wait': NoParams;
  /** Maestro: the solver's mixed strategy in a heads-up endgame (myDice against theirDice) plays this move with p. */
  /** `round`: a palifico, obligar (open or closed) or blind round's tables (absent: a normal round's). */
  readonly equilibrium: { readonly move: 'bid' | 'dudo' | 'calzo'; readonly bid: Bid | null; readonly myDice: number; readonly theirDice: number; readonly round?: 'palifico' | 'obligar-open' | 'obligar-closed' | 'blind' };
  /** O-DIR: the starter's direction, either way is fair. */
  readonly direction: { readonly direction: Direction };
  /** R-OBLIGAR: closed, only the bot sees its die while the others bid blind. */
  readonly 'obligar-closed': NoParams;
  /** R-OBLIGAR: open, on a whim (Novato). */
  readonly 'obligar-open': NoParams;
  /** R-OBLIGAR: declined, on a whim (Novato). */
  readonly 'obligar-decline': NoParams;
  /** Novato: raised to a low bid without counting. */
  readonly 'mistake-raise': { readonly bid: Bid };
  /** Maestro adapting (issue 41.3, adapt.ts): dudo on bid, the opponent bluffed in `bluffs` of `bids` such bids seen revealed. */
  readonly 'adapt-doubt': { readonly bid: Bid; readonly bluffs: number; readonly bids: number };
  /** Maestro adapting: a raise to bid instead of a dudo, the opponent bluffed in only `bluffs` of `bids`. */
  readonly 'adapt-raise': { readonly bid: Bid; readonly bluffs: number; readonly bids: number };
  /** Maestro adapting: a safe bid, the opponent doubted `dudos` of `answers` bids its hand made likely. */
  readonly 'adapt-safe-bid': { readonly bid: Bid; readonly dudos: number; readonly answers: number };
  /** Maestro adapting: a raise to bid instead of a dudo, the opponent doubted only `dudos` of `answers` bids its hand made unlikely. */
  readonly 'adapt-bluff': { readonly bid: Bid; readonly dudos: number; readonly answers: number };
}

export type ReasonCode = keyof ReasonParams;

/** The reason's kind each code goes with (BotReason['kind']); its keys are every code. */
export const REASON_CODE_KINDS: { readonly [C in ReasonCode]: 'probability' | 'bluff' | 'hand' | 'equilibrium' | 'choice' | 'mistake' | 'wait' } = {
  'bid-true': 'probability',
  'dudo-unlikely': 'probability',
  'dudo-claim': 'probability',
  'calzo-exact': 'probability',
  'mato-exact': 'probability',
  'paso-hand': 'hand',
  'paso-bluff': 'bluff',
  'picado-aces': 'hand',
  'picado-bluff': 'bluff',
  bluff: 'bluff',
  salsa: 'probability',
  'salsa-wait': 'wait',
  'simple-strongest': 'probability',
  'simple-dudo': 'probability',
  'simple-dudo-claim': 'probability',
  'simple-must-bid': 'probability',
  'simple-wait': 'wait',
  equilibrium: 'equilibrium',
  direction: 'choice',
  'obligar-closed': 'choice',
  'obligar-open': 'choice',
  'obligar-decline': 'choice',
  'mistake-raise': 'mistake',
  'adapt-doubt': 'probability',
  'adapt-raise': 'probability',
  'adapt-safe-bid': 'probability',
  'adapt-bluff': 'probability',
};

/** Every code a bot of ours can give. */
export const REASON_CODES = Object.keys(REASON_CODE_KINDS) as readonly ReasonCode[];

/** A reason's sentence without words: `{ code, ...params }`. */
export type ReasonSay = { readonly [C in ReasonCode]: { readonly code: C } & ReasonParams[C] }[ReasonCode];

/** Why Maestro's endgame tables did not decide (engine/solver/tables.ts). */
export type EndgameMiss =
  | { readonly code: 'round-kind'; readonly roundKind: RoundKind }
  | { readonly code: 'dice-unknown' }
  | { readonly code: 'claims-played' }
  | { readonly code: 'other-rules'; readonly preset: string }
  | { readonly code: 'not-covered' }
  | { readonly code: 'table-error' }
  | { readonly code: 'illegal-move' };

export const ENDGAME_MISS_CODES = ['round-kind', 'dice-unknown', 'claims-played', 'other-rules', 'not-covered', 'table-error', 'illegal-move'] as const satisfies readonly EndgameMiss['code'][];

/**
 * Which source decided a Maestro move: its solved endgame table (`table`), a search (`search`: playouts of the
 * round in sampled worlds at a table of three or more, or heads-up the look-ahead against modelled answers of
 * headsup.ts), or Experto's estimate from the bids without search (`estimate`); `network`: the heads-up look-ahead
 * with the opponent's answers predicted by the trained answer network (answerNet.ts); at a table of three or more,
 * the look-ahead against the next player's answer followed by playouts of the round (`fulltable`, fulltable.ts).
 */
export const DECISION_SOURCES = ['table', 'search', 'estimate', 'network', 'fulltable'] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];

/** What a level adds to the sentence it took from the shared policy. */
export interface ReasonNotes {
  /** Novato counted as if nothing were wild (R-WILD). */
  readonly forgotWilds?: boolean;
  /** Experto at a table of three or more: the round was lost in `loss` (0..1) of `n` playouts. */
  readonly rollouts?: { readonly loss: number; readonly n: number };
  /** Maestro near a heads-up endgame played Experto, because the tables did not apply. */
  readonly endgame?: EndgameMiss;
  /** Maestro: which source decided the move. */
  readonly source?: DecisionSource;
  /** Adaptive Maestro (issue 41 item 3): its look-ahead played instead of a solved table, the opponent having bluffed in `bluffs` of `bids` revealed bids. */
  readonly adapted?: { readonly bluffs: number; readonly bids: number };
  /** Adaptive Maestro: its look-ahead read the opponent's bids as possible bluffs, the opponent having bluffed in `bluffs` of `bids` revealed bids (adapt.ts bluffRead). */
  readonly suspected?: { readonly bluffs: number; readonly bids: number };
}

const bid: z.ZodType<Bid> = z.object({ count: z.number().int().min(1).max(30), face: z.literal([1, 2, 3, 4, 5, 6]) });
const withBid = <C extends ReasonCode>(code: C) => z.object({ code: z.literal(code), bid });
/** What the bot's hand says about the bid (engine/bots/handFacts.ts). */
const handFacts: z.ZodType<HandFacts> = z.object({
  held: z.number().int().min(0).max(30),
  wild: z.number().int().min(0).max(30),
  unseen: z.number().int().min(0).max(60),
  need: z.number().int().min(0).max(60),
});
const withBidAndHand = <C extends ReasonCode>(code: C) => z.object({ code: z.literal(code), bid, hand: handFacts.optional() });
/** A count of observations in an adapted reason (adapt.ts). */
const tally = z.number().int().min(0).max(100_000);
const bare = <C extends ReasonCode>(code: C) => z.object({ code: z.literal(code) });

/** Every code and its parameters; typed against ReasonSay, and a test parses one of each code. */
const reasonSaySchema: z.ZodType<ReasonSay> = z.discriminatedUnion('code', [
  withBidAndHand('bid-true'),
  withBidAndHand('dudo-unlikely'),
  z.object({ code: z.literal('dudo-claim'), claim: z.enum(['paso', 'picado']) }),
  withBidAndHand('calzo-exact'),
  withBidAndHand('mato-exact'),
  z.object({ code: z.literal('paso-hand'), pattern: z.enum(['all-different', 'all-equal', 'full-house']) }),
  bare('paso-bluff'),
  z.object({ code: z.literal('picado-aces'), aces: z.number().int().min(0).max(5) }),
  bare('picado-bluff'),
  withBidAndHand('bluff'),
  withBidAndHand('salsa'),
  bare('salsa-wait'),
  withBid('simple-strongest'),
  withBid('simple-dudo'),
  bare('simple-dudo-claim'),
  withBid('simple-must-bid'),
  bare('simple-wait'),
  z.object({
    code: z.literal('equilibrium'),
    move: z.enum(['bid', 'dudo', 'calzo']),
    bid: bid.nullable(),
    myDice: z.number().int().min(1).max(5),
    theirDice: z.number().int().min(1).max(5),
    round: z.enum(['palifico', 'obligar-open', 'obligar-closed', 'blind']).optional(),
  }),
  z.object({ code: z.literal('direction'), direction: z.enum(['clockwise', 'counter-clockwise']) }),
  bare('obligar-closed'),
  bare('obligar-open'),
  bare('obligar-decline'),
  withBid('mistake-raise'),
  z.object({ code: z.literal('adapt-doubt'), bid, bluffs: tally, bids: tally }),
  z.object({ code: z.literal('adapt-raise'), bid, bluffs: tally, bids: tally }),
  z.object({ code: z.literal('adapt-safe-bid'), bid, dudos: tally, answers: tally }),
  z.object({ code: z.literal('adapt-bluff'), bid, dudos: tally, answers: tally }),
]);

/**
 * A reason's `say` from outside (a protocol bot, the host's events): validated before the UI words
 * it; anything else (absent, an unknown code, bad parameters) gives null, and the UI shows the `text`.
 */
export function parseReasonSay(x: unknown): ReasonSay | null {
  const r = reasonSaySchema.safeParse(x);
  return r.success ? r.data : null;
}

const endgameMissSchema = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('round-kind'),
    roundKind: z.enum(['normal', 'obligar-open', 'obligar-closed', 'palifico', 'blind', 'reprieve']),
  }),
  z.object({ code: z.literal('dice-unknown') }),
  z.object({ code: z.literal('claims-played') }),
  z.object({ code: z.literal('other-rules'), preset: z.string().max(100) }),
  z.object({ code: z.literal('not-covered') }),
  z.object({ code: z.literal('table-error') }),
  z.object({ code: z.literal('illegal-move') }),
]);

const rolloutsSchema = z.object({ loss: z.number().min(0).max(1), n: z.number().int().min(1).max(1_000_000) });

/** A reason's `notes` from outside, validated note by note: an absent or bad note is left out. */
export function parseReasonNotes(x: unknown): ReasonNotes {
  if (!x || typeof x !== 'object') return {};
  const o = x as { forgotWilds?: unknown; rollouts?: unknown; endgame?: unknown; source?: unknown; adapted?: unknown; suspected?: unknown };
  const rollouts = rolloutsSchema.safeParse(o.rollouts);
  const adapted = z.object({ bluffs: tally, bids: tally }).safeParse(o.adapted);
  const suspected = z.object({ bluffs: tally, bids: tally }).safeParse(o.suspected);
  const endgame = endgameMissSchema.safeParse(o.endgame);
  const source = z.enum(DECISION_SOURCES).safeParse(o.source);
  return {
    ...(o.forgotWilds === true ? { forgotWilds: true } : {}),
    ...(rollouts.success ? { rollouts: rollouts.data } : {}),
    ...(endgame.success ? { endgame: endgame.data } : {}),
    ...(source.success ? { source: source.data } : {}),
    ...(adapted.success ? { adapted: adapted.data } : {}),
    ...(suspected.success ? { suspected: suspected.data } : {}),
  };
}
