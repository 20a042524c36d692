import { readFileSync, writeFileSync } from "node:fs";

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
 * The resident memory of this process now (after a full collection when the process runs with
 * --expose-gc, so garbage of the start-up is not taken for memory at rest), and a function that returns the
 * peak from then on. The peak is the kernel's high-water mark, reset here, where Linux keeps one; it is
 * also sampled, so a platform without one still gets a figure.
 */
export function trackRss(sampleEveryMs = 20): { restMiB: number; peakMiB: () => number } {
  (globalThis as { gc?: () => void }).gc?.();
  const rest = process.memoryUsage.rss();
  try {
    // "5" resets VmHWM to the current RSS (proc(5), /proc/pid/clear_refs).
    writeFileSync("/proc/self/clear_refs", "5");
  } catch {
    // not Linux, or not allowed: the samples alone decide
  }
  let sampled = rest;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage.rss());
  }, sampleEveryMs);
  timer.unref();
  return {
    restMiB: rest / MIB,
    peakMiB: () => {
      clearInterval(timer);
      return Math.max(sampled, process.memoryUsage.rss(), kernelPeakRss()) / MIB;
    },
  };
}
