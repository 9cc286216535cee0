// The six cup colours of the table, safe for colour-blind players (Okabe-Ito), each with its own
// pattern, so two cups never differ by colour alone: the renderer draws them, the online server gives
// each seat of a table one of them (server/table.ts gameSetup: no two seats alike).
export const CUP_PATTERNS = ['solid', 'stripes', 'dots', 'checks', 'zigzag', 'rings'] as const;
export type CupPattern = (typeof CUP_PATTERNS)[number];

export interface CupColour {
  readonly id: string;
  readonly hex: string;
  readonly pattern: CupPattern;
}

export const CUP_COLOURS: readonly CupColour[] = [
  { id: 'orange', hex: '#E69F00', pattern: 'solid' },
  { id: 'sky', hex: '#56B4E9', pattern: 'stripes' },
  { id: 'green', hex: '#009E73', pattern: 'dots' },
  { id: 'yellow', hex: '#F0E442', pattern: 'checks' },
  { id: 'blue', hex: '#0072B2', pattern: 'zigzag' },
  { id: 'vermillion', hex: '#D55E00', pattern: 'rings' },
];

/**
 * One palette colour per seat, no two alike (at most six seats): a seat keeps the colour it asks for (`wanted`, a
 * person's own) when it is a palette colour no earlier seat has, else it takes the first palette colour no seat asked
 * for or was given.
 */
export function distinctColours(wanted: readonly (string | null)[]): string[] {
  const norm = (c: string): string => c.toLowerCase();
  const inPalette = (c: string): boolean => CUP_COLOURS.some((p) => norm(p.hex) === norm(c));
  const asked = new Set(wanted.flatMap((c) => (c ? [norm(c)] : [])));
  const given = new Set<string>();
  return wanted.map((c) => {
    let colour = c && inPalette(c) && !given.has(norm(c)) ? c : null;
    colour ??= CUP_COLOURS.find((p) => !given.has(norm(p.hex)) && !asked.has(norm(p.hex)))?.hex ?? CUP_COLOURS.find((p) => !given.has(norm(p.hex)))?.hex ?? CUP_COLOURS[0]!.hex;
    given.add(norm(colour));
    return colour;
  });
}
