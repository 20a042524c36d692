import { z } from "zod";
import { AUDIT_ACTIONS, AUDIT_OUTCOMES } from "./audit";

const day = z.iso.date({ message: "invalid_date" });

export const auditFilterSchema = z.object({
  actor: z.string().trim().max(200).optional().catch(undefined),
  action: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  outcome: z.enum(AUDIT_OUTCOMES).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;
