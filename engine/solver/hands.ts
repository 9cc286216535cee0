// Private hands of a single-round liar's-dice game: every sorted multiset of a player's dice and its chance.

/** A player's possible hands (sorted faces) with their probabilities (multinomial over fair dice). */
export interface HandSet {
  readonly hands: readonly (readonly number[])[];
  readonly prob: Float64Array;
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** Every sorted hand of `dice` dice with faces 1..`faces`, in lexicographic order. */
export function enumerateHands(dice: number, faces: number): HandSet {
  const hands: number[][] = [];
  const rec = (prefix: number[], from: number): void => {
    if (prefix.length === dice) {
      hands.push(prefix.slice());
      return;
    }
    for (let f = from; f <= faces; f++) {
      prefix.push(f);
      rec(prefix, f);
      prefix.pop();
    }
  };
  rec([], 1);
  const total = faces ** dice;
  const prob = new Float64Array(hands.length);
  hands.forEach((h, i) => {
    const mult = new Map<number, number>();
    for (const d of h) mult.set(d, (mult.get(d) ?? 0) + 1);
    let ways = factorial(dice);
    for (const m of mult.values()) ways /= factorial(m);
    prob[i] = ways / total;
  });
  return { hands, prob };
}

/** The key of a hand in tables: its sorted faces as digits ("136"). */
export function handKey(hand: readonly number[]): string {
  return [...hand].sort((a, b) => a - b).join('');
}
