// A bot's face at its seat (issue 27, item 3): who the bot looks like, from its level, its style and
// its seat (pure, deterministic), and the expression it wears now, from what the table shows: its turn
// (thinking), its claim just made (bidding), its call (dudo, calzo, mato) and the reveal's outcome.
import type { Claim, Resolution, Seat, SeatView } from '../../../engine/index';

export const FACE_LEVELS = ['novato', 'medio', 'experto', 'maestro'] as const;
export type FaceLevel = (typeof FACE_LEVELS)[number];
export const FACE_STYLES = ['balanced', 'cautious', 'bold'] as const;
export type FaceStyle = (typeof FACE_STYLES)[number];
export const EXPRESSIONS = ['idle', 'thinking', 'bidding', 'dudo', 'won', 'lost'] as const;
export type Expression = (typeof EXPRESSIONS)[number];

/** What a level puts on the face: the older and wiser, the more it wears. */
export interface LevelLook {
  /** none: a young tuft of hair; cap: a jockey cap; chupalla: the wide straw hat of the Chilean countryside. */
  readonly headwear: 'none' | 'cap' | 'chupalla';
  readonly glasses: boolean;
  readonly facialHair: 'none' | 'stubble' | 'goatee' | 'moustache';
  readonly freckles: boolean;
  readonly greyHair: boolean;
  /** The brows' stroke width. */
  readonly browWeight: number;
}

/** What a style puts on the face: its brows at rest, its mouth at rest, what it wears round the neck. */
export interface StyleLook {
  readonly neckwear: 'collar' | 'scarf' | 'panuelo';
  /** How far the inner end of each brow sits above (negative) or below (positive) the outer end, at rest. */
  readonly browTilt: number;
  readonly restMouth: 'smile' | 'flat' | 'smirk';
}

export interface FaceLook {
  readonly level: FaceLevel;
  readonly style: FaceStyle;
  readonly levelLook: LevelLook;
  readonly styleLook: StyleLook;
  readonly skin: string;
  readonly hair: string;
  readonly shirt: string;
}

export const LEVEL_LOOKS: { readonly [K in FaceLevel]: LevelLook } = {
  novato: { headwear: 'none', glasses: false, facialHair: 'none', freckles: true, greyHair: false, browWeight: 1.4 },
  medio: { headwear: 'cap', glasses: false, facialHair: 'stubble', freckles: false, greyHair: false, browWeight: 1.7 },
  experto: { headwear: 'none', glasses: true, facialHair: 'goatee', freckles: false, greyHair: false, browWeight: 1.8 },
  maestro: { headwear: 'chupalla', glasses: false, facialHair: 'moustache', freckles: false, greyHair: true, browWeight: 2.6 },
};

export const STYLE_LOOKS: { readonly [K in FaceStyle]: StyleLook } = {
  balanced: { neckwear: 'collar', browTilt: 0, restMouth: 'smile' },
  cautious: { neckwear: 'scarf', browTilt: -1.4, restMouth: 'flat' },
  bold: { neckwear: 'panuelo', browTilt: 1.3, restMouth: 'smirk' },
};

const SKINS = ['#f1c8a5', '#e0ac84', '#c68c63', '#a56c45', '#7d4f31'] as const;
const HAIRS = ['#2b1a10', '#4a2c17', '#7a4a22', '#1c1c1c', '#a8642b'] as const;
const SHIRTS = ['#3f6f8f', '#7b4b8a', '#4f7a3a', '#8a5a2b', '#355f6b', '#6b3a3a'] as const;
const GREY = '#b9b4ab';

/** A small string hash (FNV-1a), so a name picks the same colours on every screen and every run. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** A level the renderer may not know (the bots' "simple", a future one) looks like the nearest it knows. */
export function faceLevelOf(level: string | null | undefined): FaceLevel {
  if ((FACE_LEVELS as readonly string[]).includes(level ?? '')) return level as FaceLevel;
  return level === 'simple' ? 'novato' : 'medio';
}

/** The host's default style is balanced. */
export function faceStyleOf(style: string | null | undefined): FaceStyle {
  return (FACE_STYLES as readonly string[]).includes(style ?? '') ? (style as FaceStyle) : 'balanced';
}

/** The bot's look: the level and style decide the features, the seat and name the colours. */
export function faceLook(level: string | null | undefined, style: string | null | undefined, seat: Seat, name: string): FaceLook {
  const l = faceLevelOf(level);
  const st = faceStyleOf(style);
  const h = hash(`${seat}:${name}`);
  const levelLook = LEVEL_LOOKS[l];
  return {
    level: l,
    style: st,
    levelLook,
    styleLook: STYLE_LOOKS[st],
    skin: SKINS[h % SKINS.length]!,
    hair: levelLook.greyHair ? GREY : HAIRS[(h >>> 8) % HAIRS.length]!,
    shirt: SHIRTS[(seat + (h >>> 16)) % SHIRTS.length]!,
  };
}

/** A seat's outcome at a reveal: lost (it pays), won (it took part and did not pay, or gained), else null (it only watched). */
export function outcomeOf(seat: Seat, r: Resolution): 'won' | 'lost' | null {
  if (r.loser === seat) return 'lost';
  if (r.gainer === seat) return 'won';
  // a dudo or a mato is between the caller and the claim's maker; a calzo is the caller's alone
  const parties = r.kind === 'calzo' ? [r.caller] : [r.caller, r.claim.seat];
  return parties.includes(seat) && (r.loser !== null || r.gainer !== null) ? 'won' : null;
}

/** What the table shows now, as far as a face cares. */
export interface FaceMoment {
  /** The bot whose decision the table waits for (the store's `thinking`). */
  readonly thinking: Seat | null;
  /** The bot that acted, its action not shown yet (the store's `botActed`): it still looks thoughtful. */
  readonly botActed: Seat | null;
  readonly phase: SeatView['phase'];
  /** The round's claims so far (the view's `current.claims`). */
  readonly claims: readonly Claim[];
  /** The reveal on screen, if any. */
  readonly reveal: Resolution | null;
  /** The reveal has just come: its caller still shouts the call before the outcome shows. */
  readonly calling: boolean;
}

/** The expression of a seat's face at this moment. */
export function expressionOf(seat: Seat, m: FaceMoment): Expression {
  if (m.reveal) {
    if (m.calling) return m.reveal.caller === seat ? 'dudo' : 'idle';
    return outcomeOf(seat, m.reveal) ?? 'idle';
  }
  if (m.thinking === seat || m.botActed === seat) return 'thinking';
  const last = m.claims[m.claims.length - 1];
  if (m.phase === 'bidding' && last?.seat === seat) return 'bidding';
  return 'idle';
}

/** How long (ms) the caller's face shouts its call when a reveal comes, before the outcome shows. */
export const CALL_MS = 1400;
