import type { z } from "zod";
import type { Topic } from "../topics";
import { alertOpened } from "./alert-opened";
import { alertReminder } from "./alert-reminder";
import { alertResolved } from "./alert-resolved";
import { complianceDigest } from "./compliance-digest";
import { exportEnded } from "./export-ended";
import { factorAdded } from "./factor-added";
import { factorRemoved } from "./factor-removed";
import { factorsReset } from "./factors-reset";
import type { MessageContent, NotificationKind, RenderContext } from "./kind";
import { newDeviceSignIn } from "./new-device-sign-in";
import { passwordChanged } from "./password-changed";
import { reconcileFinished } from "./reconcile-finished";

/** Every kind of notification, by the name stored in `Notification.kind` and used as its messages' namespace. */
export const NOTIFICATION_KINDS = {
  "security.passwordChanged": passwordChanged,
  "alert.opened": alertOpened,
  "alert.reminder": alertReminder,
  "alert.resolved": alertResolved,
  "security.factorAdded": factorAdded,
  "security.factorRemoved": factorRemoved,
  "security.factorsReset": factorsReset,
  "security.newDeviceSignIn": newDeviceSignIn,
  "jobs.exportEnded": exportEnded,
  "jobs.reconcileFinished": reconcileFinished,
  "compliance.digest": complianceDigest,
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
