import { readFileSync } from "node:fs";
import { env } from "@/lib/env";

/**
 * The time the periodic jobs that go by the calendar (scheduled exports, compliance digests) take for now. The
 * e2e run alone sets E2E_JOB_CLOCK_FILE: a file holding how many seconds ahead of the real time those jobs are,
 * which a spec writes to make an hour come without waiting for it. Unset everywhere else: the real time.
 */
export function jobNow(): Date {
  const file = env().E2E_JOB_CLOCK_FILE;
  if (!file) return new Date();
  let aheadSeconds = 0;
  try {
    aheadSeconds = Number(readFileSync(file, "utf8").trim());
  } catch {
    // No file yet: the real time.
  }
  return new Date(Date.now() + (Number.isFinite(aheadSeconds) ? aheadSeconds * 1_000 : 0));
}
