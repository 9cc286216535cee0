// The payloads' shared value schemas: seats and game setups, seat actions, dice results.
import { z } from 'zod';
import { actionSchema, rulesSpecSchema } from '../../engine/index';

/** An integer; a seat number (0 to 5). */
export const intSchema = z.number().int();
export const seatSchema = intSchema.min(0).max(5);
const int = intSchema;
const seat = seatSchema;

/** A colour as `#rrggbb`. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #a0522d');

/** A person's profile id (letters, digits and dashes: it names nothing on disk, but is kept plain). */
export const profileIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'a profile id (letters, digits, dashes)');

/** A finished game's id in the history (the session id and the game's number; it names its record file). */
export const historyIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,80}$/, 'a history id (letters, digits, dashes)');

/** Bot levels and personalities are names the bots module defines (engine/bots); unknown ones fall back to its defaults. */
export const botLevelSchema = z.string().min(1).max(32);
export const botPersonalitySchema = z.string().min(1).max(32);

export const seatSetupSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    kind: z.enum(['human', 'bot']),
    level: botLevelSchema.optional(),
    personality: botPersonalitySchema.optional(),
    color: colorSchema,
    /** A person seat's profile (chosen at the setup); without it the host finds or creates the profile of that name. Ignored for bots. */
    profileId: profileIdSchema.optional(),
    /** Issue 28: this person plays on a phone (a private cup; the shared screen shows a QR code for it). Ignored for bots; absent: this screen. */
    phone: z.boolean().optional(),
  })
  .strict();
export type SeatSetup = z.infer<typeof seatSetupSchema>;

export const matchSetupSchema = z
  .object({
    /** The match ends when a player has won this many games (1 = a single game). */
    targetWins: int.min(1).max(99).default(1),
    /** Chips each player brings (O-ANTE). */
    startingChips: int.min(0).max(1_000_000).default(100),
  })
  .strict();
export type MatchSetup = z.infer<typeof matchSetupSchema>;

export const gameNewSchema = z
  .object({
    seats: z.array(seatSetupSchema).min(2).max(6),
    /** A preset id, or { preset, options } (RECORD-FORMAT.md `rules`). */
    rules: rulesSpecSchema,
    match: matchSetupSchema.default({ targetWins: 1, startingChips: 100 }),
    /** Ask the renderer to throw physical dice; false = the host rolls with a CSPRNG. */
    dice3d: z.boolean(),
    /** Issue 40 item 5: the table allows hints (game:hint) in a couch game; a solo game against bots always does. */
    hints: z.boolean().optional(),
  })
  .strict();
export type GameNewPayload = z.input<typeof gameNewSchema>;

const seatActionTypes = ['direction', 'bid', 'dudo', 'calzo', 'mato', 'paso', 'picado', 'obligar'] as const;
/** A seat action (not a chance action): chance comes only from dice:result or the host's CSPRNG. */
export const seatActionSchema = actionSchema.refine(
  (a) => (seatActionTypes as readonly string[]).includes(a.type),
  'a seat action (direction, bid, dudo, calzo, mato, paso, picado, obligar)',
);

export const diceCupResultSchema = z
  .object({
    seat,
    /**
     * What physics decided, not faces: each die on the table's settled up-axis in its own body
     * frame (0..5 = +X, -X, +Y, -Y, +Z, -Z; dice-labels.ts), in body order. The host reads the
     * label from its secret relabelling of that die (docs/dice.md, "Fairness by construction").
     */
    axes: z.array(int.min(0).max(5)).max(10),
    /** O-FALLEN: dice that left the table (only where the rule is on; else throw them again). */
    fallen: int.min(0).max(10).optional(),
  })
  .strict();

export const diceResultSchema = z
  .object({
    roundId: z.string().min(1).max(64),
    cups: z.array(diceCupResultSchema).max(6),
  })
  .strict();
export type DiceResultPayload = z.infer<typeof diceResultSchema>;

export const profileSaveSchema = z
  .object({
    /** The profile to change; absent: a new profile. */
    id: profileIdSchema.optional(),
    name: z.string().trim().min(1).max(64),
    color: colorSchema,
    /** The language of this person's phone (issue 28 item 3); null: the phone browser's; absent: unchanged. */
    language: z.enum(['es', 'en', 'fr']).nullable().optional(),
  })
  .strict();
