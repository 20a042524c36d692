export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  hex(length: number): string;
};

/** FNV-1a over the parts joined with a separator that cannot occur in them. */
export function hashParts(parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  const text = parts.join("\u0000");
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A small seeded generator (mulberry32) keyed by any parts, e.g. (seed, user, entry index): any entry can be
 * computed on its own, which is what lets the sandbox serve any page without holding a dataset in memory.
 */
export function createRng(...parts: (string | number)[]): Rng {
  let state = hashParts(parts);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
    hex: (length) => {
      let text = "";
      while (text.length < length) text += Math.floor(next() * 16).toString(16);
      return text;
    },
  };
}
