// A bot's "why?" in the player's language and jargon (issue 6): the reason's code and parameters
// (engine/bots/reasons.ts) worded with the keys under `botWhy`; bids through jargon.ts, numbers
// through Intl. A reason without a valid code (a protocol bot from outside) keeps its English text.
// Pure: the translate function comes in.
import type { Face } from '../../../engine/index';
import { parseReasonNotes, parseReasonSay, type HandFacts, type ReasonNotes, type ReasonSay } from '../../../engine/bots/index';
import { bidWords, faceWord, type Jargon, type Language, type WordingOptions } from './jargon';
import { chanceOf } from './chance';

/** i18next's `t`, as much of it as this module needs. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface ReasonWording {
  readonly t: Translate;
  /** The UI language: numbers are formatted for it. */
  readonly language: Language;
  /** The player's jargon: bids are worded in it. */
  readonly jargon: Jargon;
  readonly wording?: WordingOptions;
}

/** A reason as the host passes it on (engine/bots BotReason), or as a protocol bot might send it. */
export interface ReasonInput {
  readonly text: string;
  readonly p?: unknown;
  readonly say?: unknown;
  readonly notes?: unknown;
}

export interface SaidReason {
  readonly sentence: string;
  /** False when the sentence is the bot's own English text (no valid code). */
  readonly translated: boolean;
}

/** The codes whose sentence quotes the reason's probability. */
const WITH_P: ReadonlySet<ReasonSay['code']> = new Set([
  'bid-true',
  'dudo-unlikely',
  'dudo-claim',
  'calzo-exact',
  'mato-exact',
  'bluff',
  'salsa',
  'simple-strongest',
  'simple-dudo',
  'equilibrium',
]);

function probabilityOf(p: unknown): number | null {
  return typeof p === 'number' && Number.isFinite(p) && p >= 0 && p <= 1 ? p : null;
}

/** The interpolation variables of a code's sentence. */
function varsOf(say: ReasonSay, w: ReasonWording): Record<string, string> {
  const bid = (b: { count: number; face: Face }): string => bidWords(b.count, b.face, w.jargon, w.wording);
  switch (say.code) {
    case 'bid-true':
    case 'dudo-unlikely':
    case 'calzo-exact':
    case 'mato-exact':
    case 'bluff':
    case 'salsa':
    case 'simple-strongest':
    case 'simple-dudo':
    case 'simple-must-bid':
    case 'mistake-raise':
      return { bid: bid(say.bid) };
    case 'dudo-claim':
      return { claim: w.t(`panel.${say.claim}`).toLocaleLowerCase(w.language) };
    case 'paso-hand':
      return { pattern: w.t(`reveal.patterns.${say.pattern}`) };
    case 'picado-aces':
      return { aces: bidWords(say.aces, 1, w.jargon, w.wording) };
    case 'equilibrium': {
      const move = say.move === 'bid' && say.bid ? w.t('panel.bidLabel', { bid: bid(say.bid) }) : w.t(`panel.${say.move}`);
      // "1 die against 3 dice"; a palifico or open obligar round named (botWhy.equilibriumRound)
      return { move, mine: w.t('table.dice', { count: say.myDice }), theirs: w.t('table.dice', { count: say.theirDice }), round: say.round ? w.t(`botWhy.rounds.${say.round}`) : '' };
    }
    case 'direction':
      return { direction: w.t(`directions.${say.direction}`) };
    case 'adapt-doubt':
    case 'adapt-raise': {
      const n = new Intl.NumberFormat(w.language);
      return { bid: bid(say.bid), bluffs: n.format(say.bluffs), bids: n.format(say.bids) };
    }
    case 'adapt-safe-bid':
    case 'adapt-bluff': {
      const n = new Intl.NumberFormat(w.language);
      return { bid: bid(say.bid), dudos: n.format(say.dudos), answers: n.format(say.answers) };
    }
    case 'paso-bluff':
    case 'picado-bluff':
    case 'salsa-wait':
    case 'simple-dudo-claim':
    case 'simple-wait':
    case 'obligar-closed':
    case 'obligar-open':
    case 'obligar-decline':
      return {};
  }
}

/** A probability in plain words: "about 1 in 3 times", "almost always" (never a p-value). */
export function oddsWords(p: number, w: Pick<ReasonWording, 't' | 'language'>): string {
  const c = chanceOf(p);
  if (c.kind !== 'about') return w.t(`botWhy.odds.${c.kind}`);
  const n = new Intl.NumberFormat(w.language);
  return w.t('botWhy.odds.about', { a: n.format(c.a), b: n.format(c.b) });
}

/** The codes whose bid must come out exactly (R-CALZO, R-MATO). */
const EXACT: ReadonlySet<ReasonSay['code']> = new Set(['calzo-exact', 'mato-exact']);

/**
 * What the bot held, in words (issue 13): "I hold two fives." / "I hold no fives." and what the dice
 * it could not see had to hold: "The 15 dice I cannot see need four fives." A bluff on a face the bot
 * does not hold says so in one sentence: "I hold no fives and bid four fives anyway: ...".
 */
function handSaid(code: ReasonSay['code'], bid: { count: number; face: Face }, hand: HandFacts, vars: Record<string, string>, w: ReasonWording, bluff: boolean): { main: string | null; more: string[] } {
  // French says "pas de cinq" but "pas d’as": its sentences take the faces with their "de" (elided before a vowel)
  const word = faceWord(bid.face, w.jargon, true, w.wording);
  const faces = w.language === 'fr' ? (/^[aeiouyàâéèêîôûh]/i.test(word) ? `d’${word}` : `de ${word}`) : word;
  const more: string[] = [];
  let main: string | null = null;
  if (hand.held === 0 && bluff) main = w.t('botWhy.hand.bluffNone', { ...vars, faces });
  else if (hand.held === 0) more.push(w.t('botWhy.hand.none', { faces }));
  else more.push(w.t(hand.wild > 0 ? 'botWhy.hand.heldWilds' : 'botWhy.hand.held', { dice: bidWords(hand.held, bid.face, w.jargon, w.wording) }));
  const exact = EXACT.has(code);
  if (hand.unseen > 0) {
    if (hand.need > 0) more.push(w.t(exact ? 'botWhy.hand.needExact' : 'botWhy.hand.need', { count: hand.unseen, dice: bidWords(hand.need, bid.face, w.jargon, w.wording) }));
    else more.push(exact ? w.t('botWhy.hand.needNoneExact', { count: hand.unseen }) : w.t('botWhy.hand.needNone'));
  }
  return { main, more };
}

/** What a level added: Novato forgot the wilds, Experto's playouts, Maestro's endgame tables not used. */
function notesSaid(notes: ReasonNotes, w: ReasonWording): string[] {
  const out: string[] = [];
  if (notes.forgotWilds) out.push(w.t('botWhy.notes.forgotWilds'));
  if (notes.rollouts) {
    const loss = new Intl.NumberFormat(w.language, { style: 'percent', maximumFractionDigits: 0 }).format(notes.rollouts.loss);
    out.push(w.t('botWhy.notes.rollouts', { loss, n: new Intl.NumberFormat(w.language).format(notes.rollouts.n) }));
  }
  if (notes.endgame) {
    const e = notes.endgame;
    const why = e.code === 'round-kind' ? w.t('botWhy.endgame.round-kind', { round: w.t(`badges.${e.roundKind}`) }) : w.t(`botWhy.endgame.${e.code}`);
    out.push(w.t('botWhy.notes.endgame', { why }));
  }
  if (notes.adapted) out.push(w.t('botWhy.notes.adapted', { bluffs: notes.adapted.bluffs, bids: notes.adapted.bids }));
  if (notes.suspected) out.push(w.t('botWhy.notes.suspected', { bluffs: notes.suspected.bluffs, bids: notes.suspected.bids }));
  if (notes.source) out.push(w.t(`botWhy.source.${notes.source}`));
  return out;
}

/** A bot's reason as a sentence for the "why?": translated from its code, else its own text. */
export function sayReason(reason: ReasonInput, w: ReasonWording): SaidReason {
  const fallback = { sentence: reason.text, translated: false };
  const say = parseReasonSay(reason.say);
  if (!say) return fallback;
  const p = probabilityOf(reason.p);
  if (WITH_P.has(say.code) && p === null) return fallback;
  const vars: Record<string, string> = varsOf(say, w);
  if (p !== null) vars.odds = oddsWords(p, w);
  // a "bluff" that holds more often than not is a bold raise, not a lie (no "a bluff... true with p = 1")
  const bold = say.code === 'bluff' && p !== null && p >= 0.5;
  const hand = 'hand' in say && say.hand ? handSaid(say.code, say.bid, say.hand, vars, w, say.code === 'bluff' && !bold) : null;
  const key = bold ? 'botWhy.boldRaise' : say.code === 'equilibrium' && say.round ? 'botWhy.equilibriumRound' : `botWhy.codes.${say.code}`;
  const main = hand?.main ?? w.t(key, vars);
  return { sentence: [main, ...(hand?.more ?? []), ...notesSaid(parseReasonNotes(reason.notes), w)].join(' '), translated: true };
}

/** A bot's note after its round: its reason worded, or the host's safe move when the bot failed (main/host/bots.ts). */
export function sayBotNote(detail: ReasonInput | null, w: ReasonWording): SaidReason {
  return detail ? sayReason(detail, w) : { sentence: w.t('botWhy.safeMove'), translated: true };
}
