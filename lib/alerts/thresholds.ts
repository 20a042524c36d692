import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db, DbTx } from "@/lib/db/client";
import { THRESHOLD_SPECS } from "./rules";

/** Every threshold's value by key (`<rule>.<name>`): what an admin saved, else the default in code. */
export type ThresholdValues = Record<string, number>;

export async function thresholdValues(db: Db | DbTx): Promise<ThresholdValues> {
  const saved = await db.alertThreshold.findMany({ select: { key: true, value: true } });
  const values: ThresholdValues = {};
  for (const [key, spec] of THRESHOLD_SPECS) values[key] = spec.default;
  for (const row of saved) {
    const spec = THRESHOLD_SPECS.get(row.key);
    // A row of a threshold this version no longer has, or out of today's bounds, leaves the default.
    if (spec && row.value >= spec.min && row.value <= spec.max) values[row.key] = row.value;
  }
  return values;
}

/** One rule's limits, by the names its `evaluate` reads. */
export function limitsOf(values: ThresholdValues, rule: string): Record<string, number> {
  const prefix = `${rule}.`;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}

/** An admin's change of thresholds (already within their bounds), audited with each changed value. */
export async function saveThresholds(db: Db, by: Requester, values: ThresholdValues): Promise<number> {
  return db.$transaction(async (tx) => {
    const before = await thresholdValues(tx);
    const changed = Object.entries(values).filter(
      ([key, value]) => THRESHOLD_SPECS.has(key) && before[key] !== value,
    );
    for (const [key, value] of changed) {
      await tx.alertThreshold.upsert({
        where: { key },
        create: { key, value, updatedById: by.user.id },
        update: { value, updatedById: by.user.id },
      });
    }
    if (changed.length > 0) {
      await audit(tx, by, {
        action: "alert.thresholds_update",
        target: { type: "alert_thresholds", id: "default" },
        outcome: "success",
        detail: Object.fromEntries(changed.map(([key, value]) => [key, `${before[key]} → ${value}`])),
      });
    }
    return changed.length;
  });
}
