const MINUTE_MS = 60_000;

export interface MinuteCount<Key> {
  minuteStart: Date;
  key: Key;
  count: number;
}

export interface MinuteTallyOptions<Key> {
  /** Minutes held while the database cannot take them; the oldest are dropped first. */
  minutes: number;
  /** One string per distinct key, so equal keys are counted together. */
  identify: (key: Key) => string;
}

/** The start of the minute `at` falls in. */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * Counts held in memory between two writes to the database, per minute and key. The number of minutes is
 * capped, so a long database outage cannot grow it without bound: the oldest minutes are dropped and
 * reported. Writers add what they take to a shared table with atomic increments, so any number of
 * instances can count the same minute.
 */
export class MinuteTally<Key> {
  /** minute → identity of the key → key and count, not yet written */
  private readonly minutes = new Map<number, Map<string, { key: Key; count: number }>>();

  constructor(private readonly options: MinuteTallyOptions<Key>) {}

  get isEmpty(): boolean {
    return this.minutes.size === 0;
  }

  /** Counts `count` events; returns how many older events had to be dropped to stay within the cap. */
  add(key: Key, at: Date, count = 1): number {
    const minuteStart = minuteOf(at).getTime();
    let counts = this.minutes.get(minuteStart);
    if (!counts) {
      counts = new Map();
      this.minutes.set(minuteStart, counts);
    }
    const identity = this.options.identify(key);
    const held = counts.get(identity);
    if (held) held.count += count;
    else counts.set(identity, { key, count });
    return this.dropOldest();
  }

  /** Everything counted so far, oldest minute first; the tally is empty afterwards. */
  take(): MinuteCount<Key>[] {
    const taken = [...this.minutes.entries()]
      .sort(([a], [b]) => a - b)
      .flatMap(([minuteStart, counts]) =>
        [...counts.values()].map(({ key, count }) => ({ minuteStart: new Date(minuteStart), key, count })),
      );
    this.minutes.clear();
    return taken;
  }

  /** Puts back counts that could not be written; returns how many events were dropped to stay in the cap. */
  restore(counts: readonly MinuteCount<Key>[]): number {
    return counts.reduce((dropped, c) => dropped + this.add(c.key, c.minuteStart, c.count), 0);
  }

  private dropOldest(): number {
    let dropped = 0;
    while (this.minutes.size > this.options.minutes) {
      const oldest = Math.min(...this.minutes.keys());
      for (const { count } of this.minutes.get(oldest)?.values() ?? []) dropped += count;
      this.minutes.delete(oldest);
    }
    return dropped;
  }
}
