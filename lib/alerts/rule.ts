import type { Db } from "@/lib/db/client";

/** One threshold of a rule: its default (used until an admin saves another) and the bounds an admin may set. */
export interface ThresholdSpec {
  default: number;
  min: number;
  max: number;
  unit: "minutes" | "seconds" | "hours" | "count" | "percent";
}

/** A rule tripped for one subject (an operation, an instance, a host…), with the figures it saw. */
export interface Trip {
  subject: string;
  /** Counts, minutes and shares only: never a secret, a message or customer PII. */
  figures: Record<string, number>;
}

/**
 * One operations rule: read from the shared database at `now` (never one instance's memory), it answers every
 * subject for which it trips; a subject it no longer answers has cleared.
 */
export interface AlertRule<T extends string = string> {
  name: string;
  thresholds: Record<T, ThresholdSpec>;
  evaluate: (db: Db, now: Date, limits: Record<T, number>) => Promise<Trip[]>;
}

export function defineRule<T extends string>(rule: AlertRule<T>): AlertRule<T> {
  return rule;
}

export const MINUTE_MS = 60_000;

/** Whole minutes from `from` to `now` (never negative). */
export const minutesBetween = (from: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - from.getTime()) / MINUTE_MS));
