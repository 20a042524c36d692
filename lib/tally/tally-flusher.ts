import { log } from "@/lib/log";

/** Counts held in memory until written; both the tallies of this folder and RefusalTally fit. */
export interface HeldCounts<Entry> {
  readonly isEmpty: boolean;
  take(): Entry[];
  /** Puts back what could not be written; returns how many events it dropped to stay within its caps. */
  restore(entries: readonly Entry[]): number;
}

export interface TallyFlusherOptions<Entry> {
  tally: HeldCounts<Entry>;
  /** Adds one entry to the shared table (an atomic increment). */
  write: (entry: Entry) => Promise<void>;
  /** How long after the first unwritten count the write happens. */
  flushAfterMs: number;
  /** Log events for counts dropped to stay within the caps, and for a write that failed. */
  events: { dropped: string; notSaved: string };
}

export interface TallyFlusher {
  /** Call after each count with what the tally dropped: schedules the next write. */
  counted(dropped: number): void;
  /** Writes what has been counted so far (also called by the timer). */
  flush(): Promise<void>;
}

/**
 * Writes a tally to the database a few seconds after the first unwritten count: one increment per entry,
 * however many events it holds, so counting costs no database write. Entries a write could not save are
 * put back for the next one (within the tally's caps); counts of a process that stops before its next
 * write are lost.
 */
export function createTallyFlusher<Entry>(options: TallyFlusherOptions<Entry>): TallyFlusher {
  const { tally, write, flushAfterMs, events } = options;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const reportDropped = (dropped: number) => {
    if (dropped > 0) log.warn(events.dropped, { dropped });
  };
  const schedule = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, flushAfterMs);
    timer.unref();
  };
  const writeAll = async () => {
    const pending = tally.take();
    for (const [index, entry] of pending.entries()) {
      try {
        await write(entry);
      } catch (error) {
        log.warn(events.notSaved, { error, pending: pending.length - index });
        reportDropped(tally.restore(pending.slice(index)));
        return;
      }
    }
  };
  const flush = async (): Promise<void> => {
    while (running) await running;
    if (tally.isEmpty) return;
    running = writeAll().finally(() => {
      running = null;
      if (!tally.isEmpty) schedule();
    });
    await running;
  };
  return {
    counted(dropped) {
      reportDropped(dropped);
      schedule();
    },
    flush,
  };
}
