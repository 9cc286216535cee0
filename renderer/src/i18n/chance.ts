// A probability said in plain words (issue 13): "about 1 in 3 times", "almost always", never a p-value.

export type Chance = { readonly kind: 'always' } | { readonly kind: 'never' } | { readonly kind: 'about'; readonly a: number; readonly b: number };

/**
 * The simple fraction a/b (b ≤ 10, or 1 in N below one in ten) nearest p; "always" from 97 %,
 * "never" up to 3 %.
 */
export function chanceOf(p: number): Chance {
  if (p >= 0.97) return { kind: 'always' };
  if (p <= 0.03) return { kind: 'never' };
  if (p < 0.1) return { kind: 'about', a: 1, b: Math.round(1 / p) };
  // the smallest denominator within 3 points, else the nearest fraction with b ≤ 10
  let best = { a: 1, b: 2, err: Infinity };
  for (let b = 2; b <= 10; b++) {
    const a = Math.min(b - 1, Math.max(1, Math.round(p * b)));
    const err = Math.abs(a / b - p);
    if (err <= 0.03) return { kind: 'about', a, b };
    if (err < best.err) best = { a, b, err };
  }
  return { kind: 'about', a: best.a, b: best.b };
}
