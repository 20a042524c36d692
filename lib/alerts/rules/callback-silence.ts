import { ANSWERED_OUTCOMES } from "@/lib/provider/call-observer";
import { VALID_OUTCOMES } from "@/lib/system/callback-kinds";
import { windowStart } from "@/lib/system/time-windows";
import { defineRule, MINUTE_MS, minutesBetween } from "../rule";

/**
 * No valid callback for `minutes` while the provider answers our calls: it is up, but its notifications do not
 * reach us (a wrong callback address, a firewall). While it answers nothing, the provider rules say so instead.
 */
export const callbackSilence = defineRule({
  name: "callbackSilence",
  thresholds: { minutes: { default: 30, min: 5, max: 1_440, unit: "minutes" } },
  async evaluate(db, now, { minutes }) {
    const since = new Date(now.getTime() - minutes * MINUTE_MS);
    const [valid, answered] = await Promise.all([
      db.callbackDelivery.findFirst({
        where: { receivedAt: { gte: since }, outcome: { in: [...VALID_OUTCOMES] } },
        select: { id: true },
      }),
      db.providerCallCount.aggregate({
        where: {
          minuteStart: { gte: windowStart(now, minutes * MINUTE_MS) },
          outcome: { in: [...ANSWERED_OUTCOMES] },
        },
        _sum: { count: true },
      }),
    ]);
    const providerAnswers = answered._sum.count ?? 0;
    if (valid || providerAnswers === 0) return [];
    const last = await db.callbackDelivery.findFirst({
      where: { outcome: { in: [...VALID_OUTCOMES] } },
      orderBy: { receivedAt: "desc" },
      select: { receivedAt: true },
    });
    return [
      {
        subject: "callbacks",
        figures: {
          minutes,
          providerAnswers,
          ...(last ? { minutesSinceLast: minutesBetween(last.receivedAt, now) } : {}),
        },
      },
    ];
  },
});
