/**
 * Small seeded PRNG for the dice physics: splitmix32 to expand a seed, xoshiro128** to draw.
 * Pure integer arithmetic, so the same seed gives the same numbers on every JS engine.
 */

/** One splitmix32 step: a well-mixed 32-bit hash of `x`. */
export function mix32(x: number): number {
  let z = (x + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Hash several integers into one 32-bit seed (order matters). */
export function hashSeed(...parts: number[]): number {
  let h = 0x2545f491;
  for (const p of parts) h = mix32((h ^ mix32(p | 0)) >>> 0);
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      return mix32(s);
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    if ((this.a | this.b | this.c | this.d) === 0) this.a = 1;
  }

  /** Uniform 32-bit unsigned integer (xoshiro128**). */
  u32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0;
    const t = this.b << 9;
    this.c ^= this.a;
    this.d ^= this.b;
    this.b ^= this.c;
    this.a ^= this.d;
    this.c ^= t;
    this.d = rotl(this.d, 11);
    return result;
  }

  /** Uniform float in [0, 1) with 32 bits of resolution. */
  float(): number {
    return this.u32() / 4294967296;
  }

  /** Uniform float in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.float();
  }

  /** Exactly uniform integer in [0, n) for 1 <= n <= 2^32 (rejection sampling, no modulo bias). */
  int(n: number): number {
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const x = this.u32();
      if (x < limit) return x % n;
    }
  }

  /** Uniformly random unit quaternion (Shoemake), as [x, y, z, w]. */
  quaternion(): [number, number, number, number] {
    const u1 = this.float();
    const u2 = this.float() * 2 * Math.PI;
    const u3 = this.float() * 2 * Math.PI;
    const s1 = Math.sqrt(1 - u1);
    const s2 = Math.sqrt(u1);
    return [s1 * Math.sin(u2), s1 * Math.cos(u2), s2 * Math.sin(u3), s2 * Math.cos(u3)];
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
