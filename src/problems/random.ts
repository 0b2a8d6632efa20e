/**
 * A small seeded generator (xoshiro128**) for problem input generators: the same seed gives the
 * same input on every machine, which is what `nimlab stress --seed` needs to reproduce a failure.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // SplitMix32 spreads any seed, even 0, over the four state words.
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
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

  /** A uniform integer in [lo, hi] (inclusive), for spans up to 2^53. */
  int(lo: number, hi: number): number {
    const span = hi - lo + 1;
    if (span <= 0x100000000) return lo + Math.floor((this.uint32() / 0x100000000) * span);
    const high = this.uint32() % Math.ceil(span / 0x100000000);
    return lo + ((high * 0x100000000 + this.uint32()) % span);
  }

  /** A uniform bigint in [lo, hi] (inclusive), any size. */
  bigint(lo: bigint, hi: bigint): bigint {
    const span = hi - lo + 1n;
    let bits = 0n;
    let bound = 1n;
    while (bound < span) {
      bits = (bits << 32n) | BigInt(this.uint32());
      bound <<= 32n;
    }
    // Extra 64 bits make the modulo bias negligible for any span.
    bits = (((bits << 32n) | BigInt(this.uint32())) << 32n) | BigInt(this.uint32());
    return lo + (bits % span);
  }

  bool(probabilityTrue = 0.5): boolean {
    return this.uint32() < probabilityTrue * 0x100000000;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
