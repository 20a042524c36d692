import { z } from "zod";
import { rowIdSchema } from "@/lib/db/schemas";
import { type KindName, NOTIFICATION_KINDS } from "../kinds";
import { CHANNELS } from "../topics";

/** A notification's delivery state (`Notification.state`): "failed" is given up after the last attempt. */
export const NOTIFICATION_STATES = ["pending", "sending", "sent", "failed"] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

export const KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [KindName, ...KindName[]];

/** The delivery log's filters, from its URL: an unknown value is left out, as on the other list pages. */
export const deliveryLogFilterSchema = z.object({
  state: z.enum(NOTIFICATION_STATES).optional().catch(undefined),
  kind: z.enum(KIND_NAMES).optional().catch(undefined),
  channel: z.enum(CHANNELS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type DeliveryLogFilter = z.infer<typeof deliveryLogFilterSchema>;

export const notificationIdSchema = z.object({ id: rowIdSchema });
