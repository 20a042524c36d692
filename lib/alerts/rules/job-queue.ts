import { MINUTE_MS, minutesBetween, type Trip } from "../rule";

export const JOB_THRESHOLDS = {
  windowMinutes: { default: 60, min: 5, max: 1_440, unit: "minutes" },
  minFailed: { default: 3, min: 1, max: 10_000, unit: "count" },
  queuedMinutes: { default: 15, min: 1, max: 1_440, unit: "minutes" },
} as const;

export type JobLimits = Record<keyof typeof JOB_THRESHOLDS, number>;

/** The figures of a queue of background jobs (exports, reconciliation runs) as its rule reads them. */
export interface JobQueueFigures {
  failed: number;
  queued: number;
  oldestQueuedAt: Date | null;
}

export const failedSince = (now: Date, { windowMinutes }: JobLimits): Date =>
  new Date(now.getTime() - windowMinutes * MINUTE_MS);

/** Trips when at least `minFailed` jobs failed in the window, or the oldest queued one waited `queuedMinutes`. */
export function jobQueueTrip(subject: string, queue: JobQueueFigures, now: Date, limits: JobLimits): Trip[] {
  const waited = queue.oldestQueuedAt ? minutesBetween(queue.oldestQueuedAt, now) : 0;
  if (queue.failed < limits.minFailed && (!queue.oldestQueuedAt || waited < limits.queuedMinutes)) return [];
  return [
    {
      subject,
      figures: {
        windowMinutes: limits.windowMinutes,
        failed: queue.failed,
        queued: queue.queued,
        oldestQueuedMinutes: waited,
      },
    },
  ];
}
