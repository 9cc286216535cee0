// Six cup colours, safe for colour-blind players (Okabe-Ito), each with its own pattern, so two
// cups never differ by colour alone. The list is common/cup-colours.ts (the online server gives seats these too).
import { CUP_COLOURS, type CupColour } from '../../../common/cup-colours';

export { CUP_COLOURS, CUP_PATTERNS, type CupColour, type CupPattern } from '../../../common/cup-colours';

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
