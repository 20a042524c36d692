import type { AuditActor, Requester } from "@/lib/audit/requester";
import { hashPassword } from "@/lib/auth/password";
import type { Role } from "@/lib/auth/roles";
import { type Db, db } from "@/lib/db/client";
import { settingsSaved } from "@/lib/provider-connection/settings-generation";

/** Empties every table, children first, so each test starts from nothing. */
export async function resetDb(client: Db = db()): Promise<void> {
  await client.auditEvent.deleteMany();
  await client.alertEvent.deleteMany();
  await client.alert.deleteMany();
  await client.alertThreshold.deleteMany();
  await client.notification.deleteMany();
  await client.webhookEndpoint.deleteMany();
  await client.notificationSettings.deleteMany();
  await client.exportChunk.deleteMany();
  await client.exportJob.deleteMany();
  await client.upgradeReviewEvent.deleteMany();
  await client.callbackDelivery.deleteMany();
  await client.callbackRefusalCount.deleteMany();
  await client.upgradeDecision.deleteMany();
  await client.reasonText.deleteMany();
  await client.insightRollup.deleteMany();
  await client.insightDecisionCount.deleteMany();
  await client.insightReviewerCount.deleteMany();
  await client.insightReviewTimeCount.deleteMany();
  await client.inboxSettings.deleteMany();
  await client.providerToken.deleteMany();
  await client.providerSettings.deleteMany();
  await client.providerCode.deleteMany();
  await client.providerPaceSlot.deleteMany();
  await client.ssoSettings.deleteMany();
  await client.signInThrottle.deleteMany();
  await client.session.deleteMany();
  await client.secondFactorPolicy.deleteMany();
  await client.webAuthnChallenge.deleteMany();
  await client.recentLookup.deleteMany();
  await client.savedView.deleteMany();
  await client.userRole.deleteMany();
  await client.ssoIdentity.deleteMany();
  await client.user.deleteMany();
  await client.providerCallCount.deleteMany();
  await client.appInstance.deleteMany();
  await client.circuitBreakerState.deleteMany();
  await client.retentionRun.deleteMany();
  // The connection is gone: this instance's cached copies of it (callback tokens, provider client) with it.
  settingsSaved();
}

let counter = 0;
let cachedHash: Promise<string> | undefined;

export const TEST_PASSWORD = "correct horse battery staple";

export async function makeUser(
  roles: Role[] = ["agent"],
  overrides: { email?: string; disabledAt?: Date } = {},
) {
  counter += 1;
  cachedHash ??= hashPassword(TEST_PASSWORD);
  return db().user.create({
    data: {
      email: overrides.email ?? `user${counter}@example.test`,
      name: `User ${counter}`,
      passwordHash: await cachedHash,
      disabledAt: overrides.disabledAt ?? null,
      roles: { create: roles.map((role) => ({ role })) },
    },
  });
}

/** A user as the requester of a lib function that audits what it does (no address, as in a test). */
export const asRequester = <User extends AuditActor>(user: User): Requester<User> => ({ user, ip: null });
