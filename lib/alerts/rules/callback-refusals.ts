import { SHAPE_REFUSALS, TOKEN_REFUSALS, VALID_OUTCOMES } from "@/lib/system/callback-kinds";
import { callbackCountsSince, refusalWarning } from "@/lib/system/callback-overview";
import type { CallbackCounts, CallbackKind } from "@/lib/system/overview-types";
import { windowStart } from "@/lib/system/time-windows";
import { defineRule, MINUTE_MS } from "../rule";

const sum = (counts: CallbackCounts, kinds: readonly CallbackKind[]) =>
  kinds.reduce((total, kind) => total + (counts[kind] ?? 0), 0);

/**
 * Callbacks refused (a wrong token, a body of the wrong shape) above a share of what arrived in the window, the
 * System page's warning with an admin's limits: the provider's notifications are probably being turned away.
 */
export const callbackRefusals = defineRule({
  name: "callbackRefusals",
  thresholds: {
    windowMinutes: { default: 60, min: 5, max: 1_440, unit: "minutes" },
    minRefused: { default: 10, min: 1, max: 100_000, unit: "count" },
    refusedPercent: { default: 50, min: 1, max: 100, unit: "percent" },
  },
  async evaluate(db, now, { windowMinutes, minRefused, refusedPercent }) {
    const counts = await callbackCountsSince(db, windowStart(now, windowMinutes * MINUTE_MS));
    if (!refusalWarning(counts, { minRefused, refusedShare: refusedPercent / 100 })) return [];
    const received = Object.values(counts).reduce((total, count) => total + (count ?? 0), 0);
    return [
      {
        subject: "callbacks",
        figures: {
          windowMinutes,
          received,
          refused: received - sum(counts, VALID_OUTCOMES),
          tokenRefused: sum(counts, TOKEN_REFUSALS),
          shapeRefused: sum(counts, SHAPE_REFUSALS),
        },
      },
    ];
  },
});
