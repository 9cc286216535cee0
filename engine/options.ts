// Rule options of RULES.md §3, as data. A preset is a named set of option values (variants.ts).
import { z } from 'zod';

export const ruleOptionsSchema = z
  .object({
    /** O-DICE */
    dicePerPlayer: z.number().int().min(1).max(5),
    /** O-WILD */
    wild: z.enum(['aces', 'blank', 'none']),
    /** O-ACESTO */
    acesTo: z.enum(['half-plus-one', 'half-up', 'ordered']),
    /** O-CALZO */
    calzo: z.boolean(),
    /** R-CALZO-WHEN */
    calzoWhen: z.enum(['half-dice-or-one-die', 'always']),
    /** O-CALZO5 */
    noCalzoWithFullHand: z.boolean(),
    /** O-CALZO2 */
    noCalzoHeadsUp: z.boolean(),
    /** O-MATO */
    mato: z.boolean(),
    /** O-PASO */
    paso: z.boolean(),
    /** O-PASO2 */
    noDoublePaso: z.boolean(),
    /** O-PICADO */
    picado: z.boolean(),
    /** O-SICILIANA */
    siciliana: z.boolean(),
    /** O-ONEDIE */
    oneDieRound: z.enum(['obligar', 'palifico', 'blind', 'none']),
    /** O-OBLIGAR-ANY */
    obligarEveryTime: z.boolean(),
    /** O-PENALTY */
    penalty: z.enum(['dice', 'lives']),
    /** O-ANTE */
    ante: z.number().int().min(0).max(1_000_000),
    /** O-START */
    firstStarter: z.enum(['high-roll', 'first-out-last-game']),
    /** O-DIR */
    direction: z.enum(['starter-chooses', 'clockwise', 'counter-clockwise']),
    /** O-NEXT */
    nextStarter: z.enum(['lost-or-gained', 'calzo-caller-else-loser']),
    /** O-SALSA */
    salsa: z.boolean(),
    /** O-HIDDEN */
    hiddenDiceCounts: z.boolean(),
    /** O-FALLEN */
    fallenDieLost: z.boolean(),
    /** R-BLANK: bids on the blank face (001 optional rule) */
    blankBids: z.boolean(),
  })
  .strict();

export type RuleOptions = z.infer<typeof ruleOptionsSchema>;
export type RuleOptionName = keyof RuleOptions;

/** Overrides of a preset's options by name (RECORD-FORMAT.md `rules.options`). */
export const ruleOverridesSchema = ruleOptionsSchema.partial();
export type RuleOverrides = z.infer<typeof ruleOverridesSchema>;

/** The defaults of RULES.md §3 (first value of each row). */
export const DEFAULT_OPTIONS: RuleOptions = Object.freeze({
  dicePerPlayer: 5,
  wild: 'aces',
  acesTo: 'half-plus-one',
  calzo: true,
  calzoWhen: 'half-dice-or-one-die',
  noCalzoWithFullHand: false,
  noCalzoHeadsUp: false,
  mato: false,
  paso: false,
  noDoublePaso: true,
  picado: false,
  siciliana: false,
  oneDieRound: 'obligar',
  obligarEveryTime: false,
  penalty: 'dice',
  ante: 0,
  firstStarter: 'high-roll',
  direction: 'starter-chooses',
  nextStarter: 'lost-or-gained',
  salsa: false,
  hiddenDiceCounts: false,
  fallenDieLost: false,
  blankBids: false,
});

/** Every option name, in the order of RULES.md §3 (for setup screens and tests). */
export const OPTION_NAMES = Object.keys(DEFAULT_OPTIONS) as RuleOptionName[];

/** Possible values of each option (for setup screens, bots and property tests). */
export const OPTION_VALUES: { readonly [K in RuleOptionName]: readonly RuleOptions[K][] } = {
  dicePerPlayer: [5, 4, 3, 2, 1],
  wild: ['aces', 'blank', 'none'],
  acesTo: ['half-plus-one', 'half-up', 'ordered'],
  calzo: [true, false],
  calzoWhen: ['half-dice-or-one-die', 'always'],
  noCalzoWithFullHand: [false, true],
  noCalzoHeadsUp: [false, true],
  mato: [false, true],
  paso: [false, true],
  noDoublePaso: [true, false],
  picado: [false, true],
  siciliana: [false, true],
  oneDieRound: ['obligar', 'palifico', 'blind', 'none'],
  obligarEveryTime: [false, true],
  penalty: ['dice', 'lives'],
  ante: [0, 10],
  firstStarter: ['high-roll', 'first-out-last-game'],
  direction: ['starter-chooses', 'clockwise', 'counter-clockwise'],
  nextStarter: ['lost-or-gained', 'calzo-caller-else-loser'],
  salsa: [false, true],
  hiddenDiceCounts: [false, true],
  fallenDieLost: [false, true],
  blankBids: [false, true],
};

/** The rule id of RULES.md that each option implements. */
export const OPTION_RULE_IDS: { readonly [K in RuleOptionName]: string } = {
  dicePerPlayer: 'O-DICE',
  wild: 'O-WILD',
  acesTo: 'O-ACESTO',
  calzo: 'O-CALZO',
  calzoWhen: 'R-CALZO-WHEN',
  noCalzoWithFullHand: 'O-CALZO5',
  noCalzoHeadsUp: 'O-CALZO2',
  mato: 'O-MATO',
  paso: 'O-PASO',
  noDoublePaso: 'O-PASO2',
  picado: 'O-PICADO',
  siciliana: 'O-SICILIANA',
  oneDieRound: 'O-ONEDIE',
  obligarEveryTime: 'O-OBLIGAR-ANY',
  penalty: 'O-PENALTY',
  ante: 'O-ANTE',
  firstStarter: 'O-START',
  direction: 'O-DIR',
  nextStarter: 'O-NEXT',
  salsa: 'O-SALSA',
  hiddenDiceCounts: 'O-HIDDEN',
  fallenDieLost: 'O-FALLEN',
  blankBids: 'R-BLANK',
};
