/**
 * A small seeded PRNG (sfc32) so the seeded market is identical on every start, in Node and in the
 * browser. Each collection gets its own stream, so changing one collection's plan never reshuffles
 * another's data.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(values: readonly T[]): T;
}

function hashSeed(seed: string): [number, number, number, number] {
  // FNV-1a variants give four independent 32-bit words to start sfc32 from.
  const words: [number, number, number, number] = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b];
  for (let i = 0; i < seed.length; i++) {
    const code = seed.charCodeAt(i);
    for (let w = 0; w < 4; w++) words[w] = Math.imul(words[w]! ^ code, 0x01000193 + w * 2);
  }
  return words;
}

export function createRng(seed: string): Rng {
  let [a, b, c, d] = hashSeed(seed);
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // The first outputs of sfc32 still echo the seed words; discard them.
  for (let i = 0; i < 12; i++) next();
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick<T>(values: readonly T[]): T {
      if (values.length === 0) throw new Error('pick() from an empty list');
      return values[Math.floor(next() * values.length)]!;
    },
  };
}
