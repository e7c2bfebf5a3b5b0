/**
 * Seeded randomness for the simulator. `fork(key)` derives an independent generator from the
 * seed and a key alone (not from how far this one has been drawn), so a game, a day or a single
 * scoring chance can be replayed in isolation: that is what makes the simulation independent of
 * how often it is advanced.
 */
export interface SimRng {
  readonly seed: string;
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
  fork(key: string | number): SimRng;
}

/** 32-bit FNV-1a followed by a murmur3 finalizer: cheap, well-spread seeds from strings. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** `length` decimal digits derived from `text` (simulator game ids). */
export function hashDigits(text: string, length: number): string {
  let digits = "";
  for (let round = 0; digits.length < length; round += 1) {
    digits += String(hashString(`${text}#${round}`)).padStart(10, "0");
  }
  return digits.slice(0, length);
}

export function createRng(seed: string | number): SimRng {
  const seedText = String(seed);
  let state = hashString(seedText);
  const next = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: SimRng = {
    seed: seedText,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
    fork: (key) => createRng(`${seedText}/${key}`),
  };
  return rng;
}
