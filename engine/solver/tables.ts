// The endgame strategy tables for bots (issue 4, Maestro): look up the equilibrium action distribution of
// a two-player endgame situation. The tables are data (assets/solver/*.dtab from `npm run solve`), never
// imported: whoever makes a Maestro bot hands it a shelf of tables (createEndgameShelf over a loader, issue 39.6:
// no process-wide hook) and a family's tables are read the first time a decision needs them. Without a shelf, or
// when a family's file is missing or damaged, no tables apply and Maestro plays its look-ahead. A caller may also
// pass tables it loaded itself (loadEndgameTables validates them).
import { z } from 'zod';
import { resolveRules, ruleOptionsSchema, type Bid, type Face, type Rng, type RuleOptions, type SeatAction, type SeatView } from '../index';
import { isObligarRound, mayBidBlind, mayCalzoHeadsUp, obligarPlayer, ONE_DIE_ROUND_OF, seenDice, seesOthersDice, SOLVED_ROUND_KINDS, type SolvedRoundKind } from './dudo';
import { CompactPolicy, handCode } from './compact';
import { ENDGAME_FAMILIES } from './families';

const actionKey = z.string().regex(/^(d|c|[1-9][1-6])$/);
const handPolicySchema = z.union([actionKey, z.record(actionKey, z.number().min(0).max(1))]);

export const endgameTableSchema = z.object({
  /** "MvO": the round's starter holds M dice, the responder O (in an open obligar round: sees M dice, the responder's; the responder sees O; in closed obligar and blind rounds a player may not see the dice it holds). */
  id: z.string().regex(/^\d+v\d+$/),
  starterDice: z.number().int().min(1).max(5),
  responderDice: z.number().int().min(1).max(5),
  /** The starter's value of this state for the tables' objective: of the round, or of the game (win +1, loss −1). */
  value: z.number(),
  /** NashConv of the stored strategies (before pruning and rounding), and CFR+ iterations. */
  nashConv: z.number().min(0),
  iterations: z.number().int().min(0),
  /**
   * Issue 41: the table remembers only the last `recall` bids (engine/solver/recall.ts): its histories are those bids,
   * and the hand's size tells whose row it is, so the two players hold different dice. Absent: full histories.
   */
  recall: z.number().int().min(1).max(60).optional(),
  /**
   * history ("" or the bids as "CF" count-face digit pairs, "1121") -> dice seen sorted ("16"; "" bidding blind) -> action ("d", "c", "CF") or {action: probability};
   * or the same in the compact form a bot worker reads (compact.ts, issue 41; built from a checked file by endgame-format.ts).
   */
  policy: z.union([z.instanceof(CompactPolicy), z.record(z.string().regex(/^([1-9][1-6])*$/), z.record(z.string().regex(/^[1-6]*$/), handPolicySchema))]),
});

/** The option values the tables were solved with (the rest cannot change a two-player normal round): the options' own schemas. */
const option = ruleOptionsSchema.shape;
export const solvedRulesSchema = z.object({
  wild: option.wild,
  acesTo: option.acesTo,
  calzo: option.calzo,
  calzoWhen: option.calzoWhen,
  noCalzoWithFullHand: option.noCalzoWithFullHand,
  noCalzoHeadsUp: option.noCalzoHeadsUp,
  dicePerPlayer: option.dicePerPlayer,
  startingTotal: z.number().int().min(2),
  /** R-BLANK: bids on the blank face (absent: false). */
  blankBids: option.blankBids.optional(),
});

export const endgameTablesSchema = z.object({
  version: z.literal(1),
  preset: z.string(),
  /** What the tables maximise (EndgameObjective): the round (±1) or the game (W of the state reached); absent: 'game', the tables before the field. */
  objective: z.enum(['round', 'game']).default('game'),
  /** The kind of round the tables play (absent: 'normal', the tables before palifico ones). */
  round: z.enum(SOLVED_ROUND_KINDS as [SolvedRoundKind, ...SolvedRoundKind[]]).default('normal'),
  rules: solvedRulesSchema,
  tables: z.array(endgameTableSchema),
});

export type EndgameTable = z.infer<typeof endgameTableSchema>;
/** A policy as records (what the solver writes and the encoder takes). */
export type TablePolicy = Exclude<EndgameTable['policy'], CompactPolicy>;
export type EndgameTables = z.infer<typeof endgameTablesSchema>;
export type SolvedRules = z.infer<typeof solvedRulesSchema>;

export interface EndgameError {
  readonly code: 'BAD_TABLES' | 'BAD_SITUATION' | 'NOT_COVERED' | 'NOT_APPLICABLE';
  readonly message: string;
}

export type EndgameResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EndgameError };

/** Validates tables from outside (a file, a worker message); bad data gets BAD_TABLES. */
export function loadEndgameTables(data: unknown): EndgameResult<EndgameTables> {
  const r = endgameTablesSchema.safeParse(data);
  if (!r.success) return { ok: false, error: { code: 'BAD_TABLES', message: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') } };
  // a recall table's rows are told apart by the hand's size alone (issue 41)
  const same = r.data.tables.find((t) => t.recall !== undefined && t.starterDice === t.responderDice);
  if (same) return { ok: false, error: { code: 'BAD_TABLES', message: `the ${same.id} table remembers ${same.recall} bids, which needs players holding different dice` } };
  return { ok: true, value: r.data };
}

/**
 * Reads a family's tables (the bot worker's reads assets/solver/endgame-<family>.dtab and its 2v2 file): the
 * tables, or null when they cannot be had (missing, truncated, another version: the loader says why in its log).
 */
export type EndgameTablesLoader = (family: string) => EndgameTables | null;

/**
 * The tables a bot reads (issue 39.6: handed to the bot, never installed process-wide): the families its loader
 * gives, read on first use. The last family of each round kind is kept (a normal round's are up to 22 MB in the compact form,
 * the palifico round's well under 1 MB: a perudo game keeps both, and never reads either again); a family that
 * could not be loaded is remembered as null, so it is not read again at every decision.
 */
export interface EndgameShelf {
  /** The tables that play a heads-up round of this kind under these rules (see endgameTablesFor), or null. */
  tablesFor(options: RuleOptions, startingTotal: number, round?: SolvedRoundKind): EndgameTables | null;
  /** A family's tables, read on first use, or null when its loader has none. */
  loaded(id: string): EndgameTables | null;
  /** A family's tables, for tools and tests that need them (throws where the loader has none). */
  family(id: string): EndgameTables;
  /** Lets the loaded tables go (a game over: the next decision that needs them reads them again). */
  release(): void;
}

/** A shelf over a loader (the bot worker's reads assets/solver/; a test's may read a folder of its own). */
export function createEndgameShelf(loader: EndgameTablesLoader): EndgameShelf {
  const lastFamily = new Map<SolvedRoundKind, { readonly id: string; readonly tables: EndgameTables | null }>();
  const loaded = (id: string): EndgameTables | null => {
    const round = ENDGAME_FAMILIES.find((f) => f.id === id)?.round ?? 'normal';
    const cached = lastFamily.get(round);
    if (cached?.id === id) return cached.tables;
    lastFamily.delete(round); // let the previous family go before reading the next
    const tables = loader(id);
    lastFamily.set(round, { id, tables });
    return tables;
  };
  return {
    tablesFor: (options, startingTotal, round = 'normal') => endgameTablesFor(loaded, options, startingTotal, round),
    loaded,
    family(id) {
      const tables = loaded(id);
      if (!tables) throw new Error(`no endgame tables for the family ${id}`);
      return tables;
    },
    release: () => lastFamily.clear(),
  };
}

/** The option values a table is solved with, as its header stores them (blankBids only where the blank is wild: R-BLANK). */
export function solvedRulesOf(options: RuleOptions, startingTotal: number): SolvedRules {
  const { wild, acesTo, calzo, calzoWhen, noCalzoWithFullHand, noCalzoHeadsUp, dicePerPlayer, blankBids } = options;
  return { wild, acesTo, calzo, calzoWhen, noCalzoWithFullHand, noCalzoHeadsUp, dicePerPlayer, startingTotal, ...(wild === 'blank' ? { blankBids } : {}) };
}

/** Whether two tables' rules are the same, whatever the order of their keys (an absent blankBids reads false). */
export function sameSolvedRules(a: SolvedRules, b: SolvedRules): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof SolvedRules)[]);
  return [...keys].every((k) => (k === 'blankBids' ? (a.blankBids ?? false) === (b.blankBids ?? false) : a[k] === b[k]));
}

/** The solved rules of a family, read from its preset's options (no parsing of its tables). */
function familyRules(preset: Parameters<typeof resolveRules>[0]): SolvedRules {
  const o = resolveRules(preset);
  return solvedRulesOf(o, 2 * o.dicePerPlayer);
}

/**
 * The tables that play a heads-up round of this kind under these rules, whichever family they belong to (the
 * first family whose rules give the same round, `endgameTablesApply`), or null (none, or not loaded): only that
 * family's tables are read, through `loadedFamilyTables` (an EndgameShelf's).
 */
function endgameTablesFor(loadedFamilyTables: (id: string) => EndgameTables | null, options: RuleOptions, startingTotal: number, round: SolvedRoundKind): EndgameTables | null {
  for (const f of ENDGAME_FAMILIES) {
    if (f.round !== round) continue;
    // a normal family's 2v2 (solve:2v2) is part of what must apply
    const states = f.round === 'normal' ? [...f.states, [2, 2] as const] : f.states;
    const header = { version: 1 as const, preset: f.id, objective: 'round' as const, round: f.round, rules: familyRules(f.preset), tables: states.map(([a, b]) => ({ id: `${a}v${b}`, starterDice: a, responderDice: b, value: 0, nashConv: 0, iterations: 0, policy: {} })) };
    if (endgameTablesApply(header, options, startingTotal)) {
      const tables = loadedFamilyTables(f.id);
      return tables && endgameTablesApply(tables, options, startingTotal) ? tables : null;
    }
  }
  return null;
}

/**
 * Whether the tables play these rules: the tables' kind of round (a normal round's wilds as the options say;
 * a palifico round where the rules have one: R-PALIFICO, with nothing wild: R-NOWILD), two players left, no
 * extra actions (mato, paso, picado), no siciliana, dice penalty, visible counts, and the same calzo
 * availability (R-CALZO-WHEN) in every fully solved state (a recall table where it differs is left out alone: tablePlays).
 */
export function endgameTablesApply(tables: EndgameTables, options: RuleOptions, startingTotal: number): boolean {
  const r = tables.rules;
  // R-PALIFICO, R-OBLIGAR, R-BLIND: the rules play that round
  if (tables.round !== 'normal' && options.oneDieRound !== ONE_DIE_ROUND_OF[tables.round]) return false;
  // a normal or blind round bids with the wilds of the options (palifico and obligar ignore them: R-NOWILD)
  if (tables.round === 'normal' || tables.round === 'blind') {
    if (options.wild !== r.wild || options.acesTo !== r.acesTo) return false;
    if (options.wild === 'blank' && options.blankBids !== (r.blankBids ?? false)) return false; // R-BLANK: the blank is a bid face or not
  }
  if (options.mato || options.paso || options.picado || options.siciliana) return false;
  if (options.penalty !== 'dice' || options.hiddenDiceCounts) return false;
  // a recall table of five dice may be solved where both players may call calzo (R-CALZO-WHEN: chile's 2v3 at ten
  // dice); under other rules only that table is left out (endgameSituationFromView), the others still play
  return tables.tables.every((t) => t.recall !== undefined || tablePlays(tables, t, options, startingTotal));
}

/**
 * Whether one table plays a round under these rules: each player may call calzo (R-CALZO-WHEN) in the solved game
 * as under these rules, and no reserve die is at stake where the tables are for the game objective (R-RESERVE).
 */
export function tablePlays(tables: EndgameTables, t: Pick<EndgameTable, 'starterDice' | 'responderDice'>, options: RuleOptions, startingTotal: number): boolean {
  const solved = { options: { ...options, ...tables.rules }, startingTotal: tables.rules.startingTotal };
  const mine = { options, startingTotal };
  return [t.starterDice, t.responderDice].every((d) => {
    const calzo = mayCalzoHeadsUp(mine, d, t.starterDice + t.responderDice);
    // R-RESERVE: a won calzo at the starting number of dice gives a reserve die, which the game objective's
    // values do not model; the round objective scores a won calzo +1 whatever it brings.
    const reserve = tables.objective === 'game' && calzo && d >= options.dicePerPlayer;
    return calzo === mayCalzoHeadsUp(solved, d, t.starterDice + t.responderDice) && !reserve;
  });
}

/** A two-player endgame situation, from the point of view of the player to move. */
export interface EndgameSituation {
  /** The dice I see this round (any order): my own, or in an open obligar round the opponent's (R-OBLIGAR); none when I bid blind. */
  readonly myDice: readonly Face[];
  /** How many dice of the round I do not see: the opponent's, or in an open obligar round my own (with `myHeld`: the opponent's). */
  readonly opponentDice: number;
  /** In a closed obligar or blind round (R-OBLIGAR, R-BLIND), the dice I hold, whether I see them (`myDice`) or not. */
  readonly myHeld?: number;
  /** The round's bids so far, in order (the first is the starter's). */
  readonly bids: readonly Bid[];
  /** Who started (opened) this round. */
  readonly starter: 'me' | 'opponent';
}

export type EndgameMove = { readonly type: 'bid'; readonly count: number; readonly face: Face } | { readonly type: 'dudo' } | { readonly type: 'calzo' };

export interface WeightedMove {
  readonly move: EndgameMove;
  readonly probability: number;
}

const faceSchema = z.number().int().min(1).max(6);
export const endgameSituationSchema = z
  .object({
    myDice: z.array(faceSchema).max(5),
    opponentDice: z.number().int().min(1).max(5),
    myHeld: z.number().int().min(1).max(5).optional(),
    bids: z.array(z.object({ count: z.number().int().min(1).max(30), face: faceSchema })).max(60),
    starter: z.enum(['me', 'opponent']),
  })
  .refine((s) => (s.myHeld === undefined ? s.myDice.length >= 1 : s.myDice.length === 0 || s.myDice.length === s.myHeld), {
    message: 'myDice: one to five dice seen, or with myHeld none (bidding blind) or all of them',
  });

function moveOf(key: string): EndgameMove {
  if (key === 'd') return { type: 'dudo' };
  if (key === 'c') return { type: 'calzo' };
  return { type: 'bid', count: Number(key[0]), face: Number(key[1]) as Face };
}

/**
 * The equilibrium action distribution for the player to move, or NOT_COVERED when the tables hold no
 * such state or history (a history the solved strategies never reach for this hand: fall back to another bot).
 * The turn must be mine: with `starter: 'me'` an even number of bids, else an odd one.
 */
export function endgameDistribution(tables: EndgameTables, situation: EndgameSituation): EndgameResult<WeightedMove[]> {
  const parsed = endgameSituationSchema.safeParse(situation);
  if (!parsed.success) {
    return { ok: false, error: { code: 'BAD_SITUATION', message: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') } };
  }
  const s = parsed.data;
  const myTurn = (s.bids.length % 2 === 0) === (s.starter === 'me');
  if (!myTurn) return { ok: false, error: { code: 'BAD_SITUATION', message: 'It is not the turn of the player whose dice are given.' } };
  const mine = s.myHeld ?? s.myDice.length;
  const [starterDice, responderDice] = s.starter === 'me' ? [mine, s.opponentDice] : [s.opponentDice, mine];
  const table = tables.tables.find((t) => t.starterDice === starterDice && t.responderDice === responderDice);
  if (!table) return { ok: false, error: { code: 'NOT_COVERED', message: `No table for ${starterDice}v${responderDice}.` } };
  if (s.bids.some((b) => b.count > 9)) return { ok: false, error: { code: 'NOT_COVERED', message: 'The tables hold counts up to 9.' } };
  const moves = tableMoves(table.policy, s.bids, table.recall === undefined ? 0 : Math.max(0, s.bids.length - table.recall), s.myDice);
  const where = () => `${[...s.myDice].sort((a, b) => a - b).join('')} after "${s.bids.slice(table.recall === undefined ? 0 : -table.recall).map((b) => `${b.count}${b.face}`).join('')}"`;
  if (moves === null) return { ok: false, error: { code: 'NOT_COVERED', message: `The ${table.id} table holds no strategy for ${where()}.` } };
  if (moves.length === 0) return { ok: false, error: { code: 'BAD_TABLES', message: `Empty distribution for ${where()}.` } };
  return { ok: true, value: moves };
}

/**
 * A table's stored strategy for the hand `dice` (any order) after bids[from..] (counts ≤ 9): its moves with their
 * probabilities (normalised; [] where they add up to nothing), or null where the table holds none. Records and
 * the compact form give the same moves in the same order, so a seeded bot samples the same move.
 */
export function tableMoves(policy: EndgameTable['policy'], bids: readonly { readonly count: number; readonly face: number }[], from: number, dice: readonly number[]): WeightedMove[] | null {
  if (policy instanceof CompactPolicy) {
    const r = policy.row(bids, from, handCode(dice));
    if (r < 0) return null;
    const n = policy.actionCount(r);
    let total = 0;
    for (let i = 0; i < n; i++) total += policy.permilleAt(r, i) / 1000;
    if (!(total > 0)) return [];
    const out: WeightedMove[] = [];
    for (let i = 0; i < n; i++) out.push({ move: codeMove(policy.actionAt(r, i)), probability: policy.permilleAt(r, i) / 1000 / total });
    return out;
  }
  let history = '';
  for (let i = from; i < bids.length; i++) history += `${bids[i]!.count}${bids[i]!.face}`;
  const entry = policy[history]?.[[...dice].sort((a, b) => a - b).join('')];
  if (entry === undefined) return null;
  if (typeof entry === 'string') return [{ move: moveOf(entry), probability: 1 }];
  const total = Object.values(entry).reduce((a, b) => a + b, 0);
  if (!(total > 0)) return [];
  return Object.entries(entry).map(([k, p]) => ({ move: moveOf(k), probability: p / total }));
}

/** A compact action code as a move: 1 dudo, 2 calzo, count << 3 | face a bid. */
function codeMove(code: number): EndgameMove {
  if (code === 1) return { type: 'dudo' };
  if (code === 2) return { type: 'calzo' };
  return { type: 'bid', count: code >> 3, face: (code & 7) as Face };
}

function sample(moves: readonly WeightedMove[], rng: Rng): WeightedMove {
  let x = rng();
  for (const m of moves) {
    x -= m.probability;
    if (x < 0) return m;
  }
  return moves[moves.length - 1]!;
}

/** Samples the equilibrium action with the caller's seeded rng (same seed, same action). */
export function endgameAction(tables: EndgameTables, situation: EndgameSituation, rng: Rng): EndgameResult<WeightedMove> {
  const d = endgameDistribution(tables, situation);
  return d.ok ? { ok: true, value: sample(d.value, rng) } : d;
}

/**
 * The endgame situation of a seat's view, when the tables may play it: the seat is to act in the bidding
 * phase of a round of the tables' kind (normal, palifico, open or closed obligar, blind; reprieve rounds are not
 * solved), two players are left, nobody holds a reserve die (R-RESERVE) where the tables are for the game
 * objective, every claim so far is a bid, and the rules match (`endgameTablesApply`). Uses only what the view
 * shows: the dice the seat sees (its own, none when it bids blind, or in an open obligar round the other's) and
 * the dice counts.
 */
export function endgameSituationFromView(tables: EndgameTables, view: SeatView): EndgameResult<EndgameSituation> {
  const no = (message: string): EndgameResult<EndgameSituation> => ({ ok: false, error: { code: 'NOT_APPLICABLE', message } });
  const seat = view.seat;
  const round = view.current;
  if (seat === null || view.phase !== 'bidding' || round === null || view.toAct !== seat) return no('The seat is not to act in a bidding phase.');
  if (round.kind !== tables.round) return no(`A ${round.kind} round is not a ${tables.round} round.`);
  const active = view.players.filter((p) => !p.out);
  if (active.length !== 2) return no('The tables are for two players.');
  const opponent = active.find((p) => p.seat !== seat);
  const me = view.players[seat];
  // R-OBLIGAR open: the seat sees the opponent's dice, not its own (seesOthersDice); R-OBLIGAR closed and R-BLIND:
  // a seat may bid without seeing its own dice (then it sees none)
  const others = seesOthersDice(tables.round);
  const blind = mayBidBlind(tables.round);
  const shown = opponent ? view.hands[others ? opponent.seat : seat] : null;
  const seen = shown ?? (blind ? [] : null);
  if (!opponent || !me || seen === null || seen === undefined) return no(others ? 'The seat does not see the other player\'s dice.' : 'The seat does not see its own dice.');
  if (opponent.dice === null || me.dice === null) return no('Hidden dice counts.');
  // R-RESERVE: a reserve die is not rolled; it changes what losing a die costs, which only the game objective values
  if (tables.objective === 'game' && (me.reserve !== 0 || opponent.reserve !== 0)) return no('A reserve die (the game objective does not value it).');
  if (!endgameTablesApply(tables, view.options, view.startingTotal)) return no('The tables were solved for other rules.');
  const starter = round.starter === seat ? 'me' : 'opponent';
  const held = starter === 'me' ? ([me.dice, opponent.dice] as const) : ([opponent.dice, me.dice] as const);
  const table = tables.tables.find((t) => t.starterDice === held[0] && t.responderDice === held[1]);
  if (table && !tablePlays(tables, table, view.options, view.startingTotal)) return no(`The ${table.id} table was solved where calzo is called otherwise (R-CALZO-WHEN).`);
  if (isObligarRound(tables.round)) {
    // the tables hold the round of the player holding one die, the starter when both do (R-OBLIGAR)
    const obligating = round.starter === round.specialSeat ? 0 : 1;
    if (obligarPlayer(held) !== obligating) return no('The tables hold the obligar round of the starter when both players hold one die.');
  }
  // what the seat sees is what the tables' round lets it see (views.ts mayLook against dudo.ts seenDice)
  if (blind && seen.length !== seenDice(held, tables.round)[starter === 'me' ? 0 : 1]) return no('The seat sees other dice than the tables\' round shows it.');
  const bids: Bid[] = [];
  for (const c of round.claims) {
    if (c.kind !== 'bid') return no('Only bids are modelled (no paso or picado).');
    bids.push(c.bid);
  }
  const unseen = others ? me.dice : opponent.dice;
  return { ok: true, value: { myDice: seen, opponentDice: unseen, ...(blind ? { myHeld: me.dice } : {}), bids, starter } };
}

/**
 * One call for a bot: the equilibrium action for the seat of `view` (sampled with `rng`), as an engine
 * action that is among the view's legal actions; NOT_APPLICABLE / NOT_COVERED when the tables do not play it.
 */
export function endgameSeatAction(
  tables: EndgameTables,
  view: SeatView,
  rng: Rng,
): EndgameResult<{ readonly action: SeatAction; readonly probability: number; readonly distribution: readonly WeightedMove[] }> {
  const situation = endgameSituationFromView(tables, view);
  if (!situation.ok) return situation;
  const distribution = endgameDistribution(tables, situation.value);
  if (!distribution.ok) return distribution;
  const picked = sample(distribution.value, rng);
  const seat = view.seat!;
  const m = picked.move;
  const action: SeatAction = m.type === 'bid' ? { type: 'bid', seat, count: m.count, face: m.face } : { type: m.type, seat };
  const legal = view.legal.some((a) => a.type === action.type && (a.type !== 'bid' || (action.type === 'bid' && a.count === action.count && a.face === action.face)));
  if (!legal) return { ok: false, error: { code: 'BAD_TABLES', message: `The table's move ${JSON.stringify(m)} is not legal here.` } };
  return { ok: true, value: { action, probability: picked.probability, distribution: distribution.value } };
}
