import { createHash } from "node:crypto";
import type { DbTx } from "@/lib/db/client";
import { dialectOf } from "@/lib/db/dialect";
import { newId } from "@/lib/db/new-id";
import { requestIdNow } from "@/lib/request-context";

export const AUDIT_ACTIONS = [
  "auth.sign_in",
  "auth.sign_out",
  "auth.second_factor",
  "auth.step_up",
  "second_factor.enroll",
  "second_factor.remove",
  "second_factor.recovery_use",
  "second_factor.recovery_codes",
  "second_factor.policy_update",
  "auth.sso_sign_in",
  "user.create",
  "user.update",
  "user.reset_password",
  "user.reset_second_factor",
  "user.disable",
  "user.enable",
  "account.update_preferences",
  "account.update_notifications",
  "account.change_password",
  "account.choose_password",
  "access.denied",
  "provider.settings_update",
  "provider.callback_token_rotation_end",
  "provider.test_connection",
  "sso.settings_update",
  "lookup.search",
  "history.view",
  "inbox.claim",
  "inbox.assign",
  "inbox.release",
  "inbox.review",
  "inbox.reopen",
  "inbox.reveal",
  "inbox.reveal_raw",
  "inbox.view_decision",
  "inbox.view_image",
  "inbox.view_customer",
  "inbox.note_add",
  "inbox.note_edit",
  "inbox.export",
  "inbox.image_hosts_update",
  "inbox.overdue_update",
  "inbox.disposition_change",
  "inbox.disposition_save",
  "inbox.disposition_retire",
  "provider_codes.save",
  "provider_codes.remove",
  "export.create",
  "export.cancel",
  "export.download",
  "export.schedule_create",
  "export.schedule_pause",
  "export.schedule_resume",
  "export.schedule_delete",
  "saved_view.create",
  "saved_view.rename",
  "saved_view.share",
  "saved_view.delete",
  "reconcile.start",
  "reconcile.finish",
  "reconcile.cancel",
  "reconcile.retry_errors",
  "reconcile.delete",
  "reconcile.export",
  "alert.acknowledge",
  "alert.thresholds_update",
  "notifications.settings_update",
  "notifications.test_send",
  "notifications.endpoint_create",
  "notifications.endpoint_update",
  "notifications.endpoint_delete",
  "notifications.retry",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_OUTCOMES = ["success", "denied", "failure"] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export type AuditDetail = Record<string, string | number | boolean | null>;

/** Who did it and from where: a `Requester`, or nobody known yet (a failed sign-in, a refused callback). */
export interface AuditBy {
  user: { id: string; email: string } | null | undefined;
  ip: string | null;
}

export interface AuditEntry {
  action: AuditAction;
  target?: { type: string; id: string };
  outcome: AuditOutcome;
  detail?: AuditDetail;
  /** The request that did it; by default the request being served, so its log lines can be found. */
  requestId?: string | null;
  /**
   * Writes the entry only if no entry of the same key was written in the same window (fixed windows of
   * `windowMs`), on any instance: for reads repeated at request rate that one entry stands for.
   */
  once?: { key: string; windowMs: number };
}

// The audit log is read by many people: a detail whose name suggests a secret or customer PII never enters it.
const FORBIDDEN_DETAIL = /pass|secret|token|key|maiden|mother|url|image|pan|signature|credential/i;

export function safeDetail(detail: AuditDetail | undefined): string | null {
  if (!detail) return null;
  const kept = Object.entries(detail).filter(([name]) => !FORBIDDEN_DETAIL.test(name));
  return kept.length ? JSON.stringify(Object.fromEntries(kept)) : null;
}

/**
 * What a building block that opens its own transaction (seeds and scripts call it too) runs in it before the
 * commit when an audited function calls it: the audit entry, so the change and its entry commit together.
 */
export type InTransaction<Changed = void> = (tx: DbTx, changed: Changed) => Promise<void>;

/**
 * Writes one audit entry, in the transaction of the change it describes (`tx`), so the two commit together or
 * not at all; a read has no change to share one with and passes the client. One plain INSERT: every audited
 * action waits for it before it answers, and Prisma's `create` would compile its query each time.
 */
export async function audit(tx: DbTx, by: AuditBy, entry: AuditEntry): Promise<void> {
  const at = new Date();
  const requestId = entry.requestId === undefined ? await requestIdNow() : entry.requestId;
  const id = entry.once ? onceId(entry.once.key, entry.once.windowMs, at) : newId(at.getTime());
  // A once-entry's id is the same on every instance for its key and window: the primary key keeps a second out.
  await tx.$executeRaw`
    INSERT INTO "AuditEvent"
      ("id", "at", "actorId", "actorEmail", "action", "targetType", "targetId", "outcome", "detail", "ip", "requestId")
    VALUES (${id}, ${at}, ${by.user?.id ?? null}, ${by.user?.email ?? null}, ${entry.action},
      ${entry.target?.type ?? null}, ${entry.target?.id ?? null}, ${entry.outcome}, ${safeDetail(entry.detail)},
      ${by.ip}, ${requestId})
    ON CONFLICT ("id") DO NOTHING`;
}

const AUDIT_COLUMNS = 11;

/**
 * Writes one entry per item of a change made to many targets at once (a bulk action in the inbox: each
 * decision its own entry, as `audit` would write it), in one INSERT inside the change's transaction.
 */
export async function auditEach(
  tx: DbTx,
  by: AuditBy,
  entries: readonly Omit<AuditEntry, "once" | "requestId">[],
): Promise<void> {
  if (entries.length === 0) return;
  const at = new Date();
  const requestId = await requestIdNow();
  const sqlite = dialectOf(tx) === "sqlite";
  const placeholder = (n: number) => (sqlite ? "?" : `$${n}`);
  const values = entries.flatMap((entry) => [
    newId(at.getTime()),
    at,
    by.user?.id ?? null,
    by.user?.email ?? null,
    entry.action,
    entry.target?.type ?? null,
    entry.target?.id ?? null,
    entry.outcome,
    safeDetail(entry.detail),
    by.ip,
    requestId,
  ]);
  const rows = entries.map(
    (_, row) =>
      `(${Array.from({ length: AUDIT_COLUMNS }, (_, column) => placeholder(row * AUDIT_COLUMNS + column + 1)).join(", ")})`,
  );
  await tx.$executeRawUnsafe(
    `INSERT INTO "AuditEvent"
      ("id", "at", "actorId", "actorEmail", "action", "targetType", "targetId", "outcome", "detail", "ip", "requestId")
     VALUES ${rows.join(", ")}`,
    ...values,
  );
}

/**
 * The id of the one entry `key` may write in the window holding `at`: shaped like `newId` (25 base-36
 * characters, "c" and the window's start in milliseconds first), so it sorts among the others by time.
 */
export function onceId(key: string, windowMs: number, at: Date): string {
  const windowStart = Math.floor(at.getTime() / windowMs) * windowMs;
  const digest = createHash("sha256").update(`${windowStart}\n${key}`).digest();
  let suffix = "";
  for (const byte of digest.subarray(0, 16)) suffix += (byte % 36).toString(36);
  return `c${windowStart.toString(36).padStart(8, "0")}${suffix}`;
}
