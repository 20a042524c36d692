import { randomUUID } from "node:crypto";
import { createDb, type Db } from "../lib/db/client";
import { E2E } from "./env";

// What the delivery log shows of a message: its params may say no more than the kind, so a marker in them must
// never reach the page.
export const PARAMS_MARKER = "params-marker-e2e-4d1";

/** The e2e app's database, as the app writes it (Prisma). */
export function appDb(): Db {
  return createDb(E2E.serverEnv.DATABASE_URL);
}

/**
 * Two messages as delivery leaves them, in the e2e app's database: the agent's email sent at the second try,
 * and one to an on-call address given up after three. Each run's keys are its own; `remove` deletes them.
 */
export async function deliveredNotifications(db: Db) {
  const run = randomUUID();
  const agent = await db.user.findUniqueOrThrow({ where: { email: E2E.users.agent } });
  const params = JSON.stringify({ at: new Date().toISOString(), byAdmin: false, note: PARAMS_MARKER });
  const base = { kind: "security.passwordChanged", params, channel: "email" };
  const sent = await db.notification.create({
    data: {
      ...base,
      userId: agent.id,
      dedupeKey: `${run}|sent`,
      state: "sent",
      attempts: 2,
      sentAt: new Date(),
    },
  });
  const failed = await db.notification.create({
    data: {
      ...base,
      address: "oncall@e2e.test",
      dedupeKey: `${run}|failed`,
      state: "failed",
      attempts: 3,
      lastError: `535 authentication failed ${PARAMS_MARKER}`,
    },
  });
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await db.notificationAttempt.createMany({
    data: [
      {
        notificationId: sent.id,
        at: at(5),
        outcome: "failed",
        detail: "421 4.3.2 Service not available",
        durationMs: 41,
      },
      { notificationId: sent.id, at: at(4), outcome: "sent", detail: "250 2.0.0 OK queued", durationMs: 37 },
      ...[3, 2, 1].map((minutes) => ({
        notificationId: failed.id,
        at: at(minutes),
        outcome: "failed",
        detail: "connect ECONNREFUSED 127.0.0.1:2525",
        durationMs: 12,
      })),
    ],
  });
  return {
    sent,
    failed,
    remove: () => db.notification.deleteMany({ where: { id: { in: [sent.id, failed.id] } } }),
  };
}
