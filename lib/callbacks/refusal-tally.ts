import { MinuteTally, minuteOf } from "@/lib/tally/minute-tally";

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

type RefusalKey = { kind: RefusalKind; address: string };

/**
 * Refusals counted in memory between two writes to the database (a `MinuteTally`), per minute, address bucket
 * and kind. Both dimensions are capped, so neither a flood from many addresses nor a long database outage
 * grows it without bound: the counts stay right in total, only the per-address detail past the cap is lost.
 * The addresses a minute has kept apart are remembered across writes, so the cap holds per minute, not per
 * write.
 */
export class RefusalTally {
  private readonly counts: MinuteTally<RefusalKey>;
  /** minute → addresses kept apart in it (the current and the previous minute only) */
  private readonly seen = new Map<number, Set<string>>();

  constructor(private readonly limits: TallyLimits) {
    this.counts = new MinuteTally({
      minutes: limits.minutes,
      identify: (key) => `${key.kind} ${key.address}`,
    });
  }

  get isEmpty(): boolean {
    return this.counts.isEmpty;
  }

  /** Counts `count` refusals; returns how many older refusals had to be dropped to stay within the caps. */
  add(kind: RefusalKind, address: string, at: Date, count = 1): number {
    const bucket = this.keptApart(minuteOf(at).getTime(), address) ? address : OTHER_ADDRESSES;
    return this.counts.add({ kind, address: bucket }, at, count);
  }

  /** Everything counted so far, oldest minute first; the tally is empty afterwards. */
  take(): RefusalCount[] {
    return this.counts.take().map(({ minuteStart, key, count }) => ({ minuteStart, ...key, count }));
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
}
