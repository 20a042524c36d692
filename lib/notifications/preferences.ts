import type { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { can, type Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { notificationChoicesSchema } from "@/lib/users/schemas";
import { type Cadence, TOPIC_NAMES, TOPICS, type Topic } from "./topics";

/** The cadence of a topic gathered into digests until the person chooses one. */
export const DEFAULT_CADENCE: Cadence = "daily";

/** One row of "Notifications" in My account: a topic the person may receive, and what they chose of it. */
export interface NotificationChoice {
  topic: Topic;
  enabled: boolean;
  /** Whether the person may turn it off (security: never). */
  optional: boolean;
  /** The chosen cadence of a topic sent as digests, else null. */
  cadence: Cadence | null;
  cadences: readonly Cadence[] | null;
}

/** The topics a person's roles allow them to receive (each topic's permission). */
export function topicsFor(roles: readonly Role[]): Topic[] {
  return TOPIC_NAMES.filter((topic) => can(roles, TOPICS[topic].permission));
}

/** What the person receives of each topic their roles allow: their choice, or the topic's default. */
export async function notificationChoicesOf(
  db: Db,
  user: { id: string; roles: readonly Role[] },
): Promise<NotificationChoice[]> {
  const saved = await db.notificationPreference.findMany({
    where: { userId: user.id },
    select: { topic: true, enabled: true, cadence: true },
  });
  return topicsFor(user.roles).map((topic) => {
    const { defaultOn, optional, cadences } = TOPICS[topic];
    const row = saved.find((s) => s.topic === topic);
    const cadence = cadences?.find((c) => c === row?.cadence) ?? (cadences ? DEFAULT_CADENCE : null);
    return {
      topic,
      enabled: !optional || (row?.enabled ?? defaultOn),
      optional,
      cadence,
      cadences,
    };
  });
}

/**
 * Saves the person's choice of each topic their form showed, audited. A topic their roles do not allow, or one
 * they may not turn off, was not offered by the form: refused, nothing saved. The recipients are filtered by the
 * roles again when a message is queued (recipients.ts), so a choice kept after a role is lost sends nothing.
 */
export async function saveNotificationChoices(
  db: Db,
  by: Requester<SessionUser>,
  input: z.infer<typeof notificationChoicesSchema>,
): Promise<void> {
  const { user } = by;
  const allowed = topicsFor(user.roles);
  const offered = (topic: Topic) => allowed.includes(topic) && TOPICS[topic].optional;
  if (![...input.shown, ...input.on].every(offered)) throw new AppError("forbidden");
  const cadenceOf = (topic: Topic): Cadence | null =>
    TOPICS[topic].cadences
      ? (input.cadence.find((c) => c.topic === topic)?.cadence ?? DEFAULT_CADENCE)
      : null;
  const choices = input.shown.map((topic) => ({
    topic,
    enabled: input.on.includes(topic),
    cadence: cadenceOf(topic),
  }));
  await db.$transaction(async (tx) => {
    for (const { topic, enabled, cadence } of choices) {
      await tx.notificationPreference.upsert({
        where: { userId_topic: { userId: user.id, topic } },
        create: { userId: user.id, topic, enabled, cadence },
        update: { enabled, cadence },
      });
    }
    await audit(tx, by, {
      action: "account.update_notifications",
      target: { type: "user", id: user.id },
      outcome: "success",
      // Per topic: "off", "on", or the cadence it is gathered at.
      detail: Object.fromEntries(
        choices.map(({ topic, enabled, cadence }) => [topic, enabled ? (cadence ?? "on") : "off"]),
      ),
    });
  });
}
