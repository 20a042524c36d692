import { readFileSync, writeFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

const MIB = 1024 ** 2;

/** Linux's own high-water mark of this process's resident memory, in bytes, or 0 where there is none. */
function kernelPeakRss(): number {
  try {
    return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * A full collection now, also in a process started without --expose-gc: what the heap holds afterwards is what
 * is still reachable, told apart from garbage V8 has not collected yet.
 */
export function collectGarbage(): void {
  let collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) {
    setFlagsFromString("--expose-gc");
    collect = runInNewContext("gc") as () => void;
  }
  collect();
}

export interface MemoryReading {
  /** Resident memory of the process. */
  rssMiB: number;
  /** What V8's heap holds, live or garbage not yet collected: tells the heap's part of the RSS from the rest. */
  heapMiB: number;
}

/**
 * This process's memory now (after a full collection when the process runs with --expose-gc, so garbage of
 * the start-up is not taken for memory at rest), and a function that stops tracking and returns the peak from
 * then on. The RSS peak is the kernel's high-water mark, reset here, where Linux keeps one; both are also
 * sampled, so a platform without one still gets a figure.
 */
export function trackMemory(sampleEveryMs = 20): { rest: MemoryReading; peak: () => MemoryReading } {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  try {
    // "5" resets VmHWM to the current RSS (proc(5), /proc/pid/clear_refs).
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // not Linux, or not allowed: the samples alone decide
  }
  const peak = { rss, heapUsed };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
  };
  const timer = setInterval(sample, sampleEveryMs);
  timer.unref();
  return {
    rest: { rssMiB: rss / MIB, heapMiB: heapUsed / MIB },
    peak: () => {
      clearInterval(timer);
      sample();
      return { rssMiB: Math.max(peak.rss, kernelPeakRss()) / MIB, heapMiB: peak.heapUsed / MIB };
    },
  };
}
