// Six cup colours, safe for colour-blind players (Okabe-Ito), each with its own pattern, so two
// cups never differ by colour alone.
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

export function cupColour(id: string | undefined, seat: number): CupColour {
  return CUP_COLOURS.find((c) => c.id === id) ?? CUP_COLOURS[seat % CUP_COLOURS.length]!;
}

/** A CSS background that draws the cup's pattern over its colour (2D seat badges). */
export function patternCss(c: CupColour): string {
  const ink = 'rgba(0,0,0,0.35)';
  switch (c.pattern) {
    case 'solid':
      return c.hex;
    case 'stripes':
      return `repeating-linear-gradient(45deg, ${c.hex} 0 6px, ${ink} 6px 9px)`;
    case 'dots':
      return `radial-gradient(${ink} 25%, transparent 26%) 0 0/8px 8px, ${c.hex}`;
    case 'checks':
      return `repeating-conic-gradient(${c.hex} 0 25%, ${ink} 0 50%) 0 0/10px 10px`;
    case 'zigzag':
      return `linear-gradient(135deg, ${ink} 25%, transparent 25%) -5px 0/10px 10px, linear-gradient(225deg, ${ink} 25%, transparent 25%) -5px 0/10px 10px, ${c.hex}`;
    case 'rings':
      return `repeating-radial-gradient(circle, ${c.hex} 0 4px, ${ink} 4px 6px)`;
  }
}
