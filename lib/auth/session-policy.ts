import { env } from "@/lib/env";
import type { SessionPolicy } from "./sessions";

export function sessionPolicy(): SessionPolicy {
  const { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } = env();
  return { idleMs: SESSION_IDLE_MINUTES * 60_000, maxMs: SESSION_MAX_HOURS * 3_600_000 };
}
