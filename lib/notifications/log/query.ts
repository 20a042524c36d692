import type { Db } from "@/lib/db/client";
import { personLabel } from "@/lib/users/person-label";
import type { DeliveryLogFilter, NotificationState } from "./schemas";

export const DELIVERY_LOG_PAGE_SIZE = 50;
/** The latest attempts shown of one notification; the count says how many there were in all. */
export const ATTEMPTS_SHOWN = 20;

/** Who a message went to, as an admin may see it: a person by name and email, an address an admin set, an endpoint's name. */
export type LogRecipient =
  | { type: "person"; label: string }
  | { type: "address"; address: string }
  | { type: "endpoint"; name: string };

export interface LogAttempt {
  id: string;
  at: Date;
  outcome: string;
  detail: string;
  durationMs: number;
}

export interface LogRow {
  id: string;
  kind: string;
  channel: string;
  recipient: LogRecipient | null;
  state: NotificationState;
  attempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  sentAt: Date | null;
  attemptCount: number;
  attemptLog: LogAttempt[];
}

function recipientOf(row: {
  address: string | null;
  user: { name: string; email: string } | null;
  endpoint: { name: string } | null;
}): LogRecipient | null {
  if (row.user) return { type: "person", label: personLabel(row.user) };
  if (row.endpoint) return { type: "endpoint", name: row.endpoint.name };
  if (row.address) return { type: "address", address: row.address };
  return null;
}

/**
 * A page of the delivery log, newest first: each notification's kind, channel, recipient, state and its latest
 * attempts. Never its params (what the message says beyond its kind), its last error or an endpoint's address.
 */
export async function deliveryLog(db: Db, filter: DeliveryLogFilter) {
  const where = {
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.channel ? { channel: filter.channel } : {}),
  };
  const [total, notifications] = await Promise.all([
    db.notification.count({ where }),
    db.notification.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (filter.page - 1) * DELIVERY_LOG_PAGE_SIZE,
      take: DELIVERY_LOG_PAGE_SIZE,
      select: {
        id: true,
        kind: true,
        channel: true,
        address: true,
        state: true,
        attempts: true,
        nextAttemptAt: true,
        createdAt: true,
        sentAt: true,
        user: { select: { name: true, email: true } },
        endpoint: { select: { name: true } },
        attemptLog: {
          orderBy: [{ at: "desc" }, { id: "desc" }],
          take: ATTEMPTS_SHOWN,
          select: { id: true, at: true, outcome: true, detail: true, durationMs: true },
        },
        _count: { select: { attemptLog: true } },
      },
    }),
  ]);
  const rows: LogRow[] = notifications.map((n) => {
    const state = n.state as NotificationState;
    return {
      id: n.id,
      kind: n.kind,
      channel: n.channel,
      recipient: recipientOf(n),
      state,
      attempts: n.attempts,
      // Only a message still to be sent has a next attempt.
      nextAttemptAt: state === "pending" ? n.nextAttemptAt : null,
      createdAt: n.createdAt,
      sentAt: n.sentAt,
      attemptCount: n._count.attemptLog,
      attemptLog: n.attemptLog,
    };
  });
  return { total, rows, pages: Math.max(1, Math.ceil(total / DELIVERY_LOG_PAGE_SIZE)) };
}
