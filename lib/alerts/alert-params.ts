import { z } from "zod";
import { RULE_NAMES } from "./rule-names";

/** What an alert's messages carry: the rule, its subject and figures (counts, never a secret or PII). */
export const alertParamsSchema = z.object({
  alertId: z.string().max(40),
  rule: z.enum(RULE_NAMES),
  subject: z.string().max(200),
  figures: z.record(z.string().max(40), z.number()).refine((figures) => Object.keys(figures).length <= 20),
  at: z.iso.datetime(),
});
export type AlertParams = z.infer<typeof alertParamsSchema>;

export function alertParams(
  alert: { id: string; rule: string; subject: string },
  figures: Record<string, number>,
  at: Date,
): AlertParams {
  return {
    alertId: alert.id,
    rule: alert.rule as AlertParams["rule"],
    subject: alert.subject,
    figures,
    at: at.toISOString(),
  };
}
