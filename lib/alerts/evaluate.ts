import "server-only";
import type { Db, DbTx } from "@/lib/db/client";
import { inLockedTransaction, LOCKS } from "@/lib/db/locked-transaction";
import { log } from "@/lib/log";
import { notify } from "@/lib/notifications/notify";
import { alertParams } from "./alert-params";
import { type AlertRule, MINUTE_MS, type Trip } from "./rule";
import { ALERT_RULES } from "./rules";
import { limitsOf, type ThresholdValues, thresholdValues } from "./thresholds";

/** What one evaluation changed. */
export interface EvaluationSummary {
  opened: number;
  reminded: number;
  resolved: number;
  /** Rules that could not be read this time (their alerts are left as they were). */
  failedRules: string[];
}

interface RuleResult {
  rule: string;
  trips: Trip[] | null;
}

const openKeyOf = (rule: string, subject: string) => `${rule}|${subject}`;

async function runRule(db: Db, rule: AlertRule, now: Date, values: ThresholdValues): Promise<RuleResult> {
  try {
    return { rule: rule.name, trips: await rule.evaluate(db, now, limitsOf(values, rule.name)) };
  } catch (error) {
    log.warn("alert_rule_failed", { rule: rule.name, error });
    return { rule: rule.name, trips: null };
  }
}

/**
 * Reads every rule, then opens, reminds and resolves alerts in one transaction under the alerts lock: a second
 * instance evaluating at the same moment waits, then finds the alerts the first opened and changes nothing. Each
 * change has its history row and its message queued (`notify`) in the same transaction; the event key (the
 * alert's id and its change, or reminder number) makes a repeat queue nothing.
 */
export async function evaluateAlerts(db: Db, now: Date): Promise<EvaluationSummary> {
  const values = await thresholdValues(db);
  const results = await Promise.all(ALERT_RULES.map((rule) => runRule(db, rule, now, values)));
  const reminderMs = (values["reminder.everyMinutes"] ?? 60) * MINUTE_MS;
  const summary = await inLockedTransaction(db, LOCKS.alerts, (tx) =>
    applyResults(tx, now, results, reminderMs),
  );
  return { ...summary, failedRules: results.filter((result) => !result.trips).map((result) => result.rule) };
}

async function applyResults(
  tx: DbTx,
  now: Date,
  results: readonly RuleResult[],
  reminderMs: number,
): Promise<Omit<EvaluationSummary, "failedRules">> {
  const summary = { opened: 0, reminded: 0, resolved: 0 };
  const unresolved = await tx.alert.findMany({ where: { openKey: { not: null } } });
  const byKey = new Map(unresolved.map((alert) => [alert.openKey!, alert]));
  const tripping = new Set<string>();
  const read = new Set<string>();
  for (const { rule, trips } of results) {
    if (!trips) continue;
    read.add(rule);
    for (const trip of trips) {
      const key = openKeyOf(rule, trip.subject);
      tripping.add(key);
      const figures = JSON.stringify(trip.figures);
      const existing = byKey.get(key);
      if (!existing) {
        const alert = await tx.alert.create({
          data: { rule, subject: trip.subject, openKey: key, figures, openedAt: now, lastNotifiedAt: now },
        });
        await tx.alertEvent.create({ data: { alertId: alert.id, at: now, change: "opened", figures } });
        await notify(tx, {
          kind: "alert.opened",
          params: alertParams(alert, trip.figures, now),
          eventKey: `${alert.id}|opened`,
          to: { operations: true },
        });
        summary.opened += 1;
        continue;
      }
      const due =
        existing.state === "open" && now.getTime() - existing.lastNotifiedAt.getTime() >= reminderMs;
      if (!due && figures === existing.figures) continue;
      await tx.alert.update({
        where: { id: existing.id },
        data: due ? { figures, remindersSent: { increment: 1 }, lastNotifiedAt: now } : { figures },
      });
      if (!due) continue;
      const reminder = existing.remindersSent + 1;
      await tx.alertEvent.create({ data: { alertId: existing.id, at: now, change: "reminded", figures } });
      await notify(tx, {
        kind: "alert.reminder",
        params: { ...alertParams(existing, trip.figures, now), reminder },
        eventKey: `${existing.id}|reminder|${reminder}`,
        to: { operations: true },
      });
      summary.reminded += 1;
    }
  }
  for (const alert of unresolved) {
    // A rule not read this time says nothing about its alerts; one no longer known has nothing left to trip.
    const known = results.some((result) => result.rule === alert.rule);
    if ((known && !read.has(alert.rule)) || tripping.has(alert.openKey!)) continue;
    await tx.alert.update({
      where: { id: alert.id },
      data: { state: "resolved", openKey: null, resolvedAt: now },
    });
    await tx.alertEvent.create({ data: { alertId: alert.id, at: now, change: "resolved" } });
    await notify(tx, {
      kind: "alert.resolved",
      params: alertParams(alert, JSON.parse(alert.figures) as Record<string, number>, now),
      eventKey: `${alert.id}|resolved`,
      to: { operations: true },
    });
    summary.resolved += 1;
  }
  return summary;
}
