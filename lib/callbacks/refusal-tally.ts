export const REFUSAL_KINDS = ["unauthorized", "rate_limited"] as const;
export type RefusalKind = (typeof REFUSAL_KINDS)[number];

/** The bucket of the addresses past a minute's cap. */
export const OTHER_ADDRESSES = "other";

export interface RefusalCount {
  minuteStart: Date;
  address: string;
  kind: RefusalKind;
  count: number;
}

const MINUTE_MS = 60_000;

export interface TallyLimits {
  /** Distinct addresses kept apart per minute; the rest are counted together as "other". */
  addressesPerMinute: number;
  /** Minutes held while the database cannot take them; the oldest are dropped first. */
  minutes: number;
}

/**
 * Refusals counted in memory between two writes to the database, per minute, address bucket and kind. Both
 * dimensions are capped, so neither a flood from many addresses nor a long database outage grows it without
 * bound: the counts stay right in total, only the per-address detail past the cap is lost. The addresses a
 * minute has kept apart are remembered across writes, so the cap holds per minute, not per write.
 */
export class RefusalTally {
  /** minute → "kind address" → count, not yet written */
  private readonly minutes = new Map<number, Map<string, number>>();
  /** minute → addresses kept apart in it (the current and the previous minute only) */
  private readonly seen = new Map<number, Set<string>>();

  constructor(private readonly limits: TallyLimits) {}

  get isEmpty(): boolean {
    return this.minutes.size === 0;
  }

  /** Counts `count` refusals; returns how many older refusals had to be dropped to stay within the caps. */
  add(kind: RefusalKind, address: string, at: Date, count = 1): number {
    const minuteStart = Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS;
    const bucket = this.keptApart(minuteStart, address) ? address : OTHER_ADDRESSES;
    let counts = this.minutes.get(minuteStart);
    if (!counts) {
      counts = new Map();
      this.minutes.set(minuteStart, counts);
    }
    const key = `${kind} ${bucket}`;
    counts.set(key, (counts.get(key) ?? 0) + count);
    return this.dropOldest();
  }

  /** Everything counted so far, oldest minute first; the tally is empty afterwards. */
  take(): RefusalCount[] {
    const taken = [...this.minutes.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([minuteStart, counts]) =>
        [...counts.entries()].map(([key, count]) => {
          const space = key.indexOf(" ");
          return {
            minuteStart: new Date(minuteStart),
            kind: key.slice(0, space) as RefusalKind,
            address: key.slice(space + 1),
            count,
          };
        }),
      );
    this.minutes.clear();
    return taken;
  }

  /** Puts back counts that could not be written; returns how many refusals were dropped to stay in the caps. */
  restore(counts: readonly RefusalCount[]): number {
    return counts.reduce((dropped, c) => dropped + this.add(c.kind, c.address, c.minuteStart, c.count), 0);
  }

  private keptApart(minuteStart: number, address: string): boolean {
    if (address === OTHER_ADDRESSES) return true;
    let seen = this.seen.get(minuteStart);
    if (!seen) {
      seen = new Set();
      this.seen.set(minuteStart, seen);
      for (const minute of this.seen.keys()) if (minute < minuteStart - MINUTE_MS) this.seen.delete(minute);
    }
    if (seen.has(address)) return true;
    if (seen.size >= this.limits.addressesPerMinute) return false;
    seen.add(address);
    return true;
  }

  private dropOldest(): number {
    let dropped = 0;
    while (this.minutes.size > this.limits.minutes) {
      const oldest = Math.min(...this.minutes.keys());
      for (const count of this.minutes.get(oldest)?.values() ?? []) dropped += count;
      this.minutes.delete(oldest);
    }
    return dropped;
  }
}
