import "server-only";
import { can, type Role } from "@/lib/auth/roles";
import type { DbTx } from "@/lib/db/client";
import { type Channel, TOPICS, type Topic } from "./topics";

/** Who an event is told to: named people (each filtered by the topic's permission and choice), or operations. */
export type Audience = { users: readonly string[] } | { operations: true };

export interface Recipient {
  channel: Channel;
  userId?: string;
  address?: string;
  endpointId?: string;
}

/** A person receives a topic if their roles allow it and, for a topic one may turn off, they have it on. */
async function peopleFor(tx: DbTx, topic: Topic, userIds: readonly string[] | null): Promise<Recipient[]> {
  const { permission, defaultOn, optional } = TOPICS[topic];
  const people = await tx.user.findMany({
    where: { disabledAt: null, ...(userIds ? { id: { in: [...userIds] } } : {}) },
    select: {
      id: true,
      roles: { select: { role: true } },
      notificationPrefs: { where: { topic }, select: { enabled: true } },
    },
  });
  return people
    .filter((person) =>
      can(
        person.roles.map((r) => r.role as Role),
        permission,
      ),
    )
    .filter((person) => !optional || (person.notificationPrefs[0]?.enabled ?? defaultOn))
    .map((person) => ({ channel: "email", userId: person.id }));
}

function addresses(list: string): string[] {
  return [
    ...new Set(
      list
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * Operations: the on-call addresses an admin set, the people allowed alerts who chose them, and every enabled
 * webhook endpoint subscribed to the topic.
 */
async function operationsRecipients(tx: DbTx): Promise<Recipient[]> {
  const settings = await tx.notificationSettings.findUnique({ where: { id: 1 } });
  const endpoints = await tx.webhookEndpoint.findMany({
    where: { enabled: true },
    select: { id: true, format: true, topics: true },
  });
  return [
    ...addresses(settings?.onCallAddresses ?? "").map(
      (address): Recipient => ({ channel: "email", address }),
    ),
    ...(await peopleFor(tx, "operations", null)),
    ...endpoints
      .filter((endpoint) => endpoint.topics.split(",").includes("operations"))
      .map(
        (endpoint): Recipient => ({
          channel: endpoint.format === "slack" ? "slack" : "webhook",
          endpointId: endpoint.id,
        }),
      ),
  ];
}

export async function recipientsOf(tx: DbTx, topic: Topic, audience: Audience): Promise<Recipient[]> {
  if ("operations" in audience) return operationsRecipients(tx);
  if (audience.users.length === 0) return [];
  return peopleFor(tx, topic, audience.users);
}
