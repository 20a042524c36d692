import type { z } from "zod";
import type { Topic } from "../topics";
import { alertOpened } from "./alert-opened";
import { alertReminder } from "./alert-reminder";
import { alertResolved } from "./alert-resolved";
import type { MessageContent, NotificationKind, RenderContext } from "./kind";
import { passwordChanged } from "./password-changed";

/** Every kind of notification, by the name stored in `Notification.kind` and used as its messages' namespace. */
export const NOTIFICATION_KINDS = {
  "security.passwordChanged": passwordChanged,
  "alert.opened": alertOpened,
  "alert.reminder": alertReminder,
  "alert.resolved": alertResolved,
} satisfies Record<
  string,
  { topic: Topic; params: z.ZodType; render: (params: never, context: RenderContext) => MessageContent }
>;

export type KindName = keyof typeof NOTIFICATION_KINDS;
export type ParamsOf<K extends KindName> = z.input<(typeof NOTIFICATION_KINDS)[K]["params"]>;

export function notificationKind(name: string): NotificationKind<unknown> | null {
  return Object.hasOwn(NOTIFICATION_KINDS, name)
    ? (NOTIFICATION_KINDS[name as KindName] as unknown as NotificationKind<unknown>)
    : null;
}
