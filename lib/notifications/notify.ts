import "server-only";
import type { DbTx } from "@/lib/db/client";
import { type KindName, NOTIFICATION_KINDS, type ParamsOf } from "./kinds";
import { type Audience, type Recipient, recipientsOf } from "./recipients";

const MAX_EVENT_KEY = 200;

export interface NotifyEvent<K extends KindName> {
  kind: K;
  params: ParamsOf<K>;
  /** The event's identity (a job's id, an alert's id and state): telling it again queues nothing more. */
  eventKey: string;
  to: Audience;
}

function recipientKey(recipient: Recipient): string {
  return recipient.userId
    ? `user:${recipient.userId}`
    : recipient.endpointId
      ? `endpoint:${recipient.endpointId}`
      : `address:${recipient.address}`;
}

/**
 * Queues the event for each of its recipients in the caller's transaction, so a message exists exactly when the
 * change it tells was committed; delivery happens later, in the background. Nothing here waits for a server.
 * Returns how many messages were queued now (a repeat of the event queues none).
 */
export async function notify<K extends KindName>(tx: DbTx, event: NotifyEvent<K>): Promise<number> {
  if (event.eventKey.length === 0 || event.eventKey.length > MAX_EVENT_KEY) {
    throw new Error(`notify: the event key must be 1–${MAX_EVENT_KEY} characters`);
  }
  const kind = NOTIFICATION_KINDS[event.kind];
  const params = JSON.stringify(kind.params.parse(event.params));
  let queued = 0;
  for (const recipient of await recipientsOf(tx, kind.topic, event.to)) {
    const dedupeKey = `${event.kind}|${event.eventKey}|${recipient.channel}|${recipientKey(recipient)}`;
    const existing = await tx.notification.findUnique({ where: { dedupeKey }, select: { id: true } });
    if (existing) continue;
    await tx.notification.create({
      data: {
        kind: event.kind,
        params,
        channel: recipient.channel,
        userId: recipient.userId ?? null,
        address: recipient.address ?? null,
        endpointId: recipient.endpointId ?? null,
        dedupeKey,
      },
    });
    queued += 1;
  }
  return queued;
}
