import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { acknowledgeAlert } from "@/lib/alerts/acknowledge";
import { saveThresholds } from "@/lib/alerts/thresholds";
import type { SessionUser } from "@/lib/auth/sessions";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { endSession } from "@/lib/auth/sign-out";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { createExport } from "@/lib/exports/create-export";
import { createSchedule, deleteSchedule, setSchedulePaused } from "@/lib/exports/schedules";
import { createExportSchema, createScheduleSchema } from "@/lib/exports/schemas";
import { bulkAct } from "@/lib/inbox/bulk";
import { saveDisposition } from "@/lib/inbox/dispositions";
import { updateImageHosts } from "@/lib/inbox/image-hosts";
import { addDecisionNote, editDecisionNote } from "@/lib/inbox/notes";
import { updateOverdueAfterHours } from "@/lib/inbox/overdue";
import { claimDecision, markReviewed } from "@/lib/inbox/review";
import { retryNotification } from "@/lib/notifications/log/retry";
import { saveNotificationChoices } from "@/lib/notifications/preferences";
import {
  createEndpointSchema,
  notificationSettingsSchema,
  updateEndpointSchema,
} from "@/lib/notifications/schemas";
import { saveNotificationSettings } from "@/lib/notifications/settings";
import { createEndpoint, deleteEndpoint, updateEndpoint } from "@/lib/notifications/webhook-endpoints";
import { saveProviderCode } from "@/lib/provider-codes/admin";
import { adminSaveSettings } from "@/lib/provider-connection/admin";
import { providerSettingsSchema } from "@/lib/provider-connection/schemas";
import { endRun } from "@/lib/reconciliation/job/rows";
import { cancelRun, deleteRun, retryProviderErrors } from "@/lib/reconciliation/manage-run";
import { startPasteRun } from "@/lib/reconciliation/start-run";
import { saveViewSchema } from "@/lib/saved-views/schemas";
import { deleteView, renameView, saveView, shareView } from "@/lib/saved-views/views";
import { adminResetSecondFactors, adminSavePolicy } from "@/lib/second-factor/admin";
import { adminCreateUser, adminResetPassword, adminSetDisabled, adminUpdateUser } from "@/lib/users/admin";
import { notificationChoicesSchema } from "@/lib/users/schemas";
import { asRequester, makeUser, resetDb, TEST_PASSWORD } from "@/test/db";
import { refuseAuditInserts } from "@/test/refused-audit";

// A change and its audit entry commit together: when the entry cannot be written, the change is not made
// either, so no change is ever left unaudited (as a crash between the two would leave it).

let restore: (() => Promise<void>) | undefined;

async function withAuditRefused(change: () => Promise<unknown>): Promise<void> {
  restore = await refuseAuditInserts(db());
  await expect(change()).rejects.toThrow();
  await restore();
  restore = undefined;
}

async function decision(reference: string): Promise<string> {
  const response = await receiveUpgradeNotification(delivery(approvedNotification(reference)), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
    now: () => new Date("2025-01-01T00:00:00Z"),
  });
  expect(response.status).toBe(200);
  return (await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: reference } })).id;
}

describe("audited changes", () => {
  beforeEach(() => resetDb());
  afterEach(async () => {
    await restore?.();
    restore = undefined;
  });

  it("leaves a decision unreviewed when its review cannot be audited", async () => {
    const reviewer = await makeUser(["compliance"]);
    const id = await decision("UPG-AUDIT-1");

    await withAuditRefused(() =>
      markReviewed(db(), asRequester(reviewer), id, { note: "matches", dispositionId: "agrees" }),
    );

    expect(await db().upgradeDecision.findUniqueOrThrow({ where: { id } })).toMatchObject({
      reviewState: "new",
      reviewedById: null,
      dispositionId: null,
    });
    expect(await db().upgradeReviewEvent.count({ where: { decisionId: id } })).toBe(0);
  });

  it("leaves the decisions of a bulk review unreviewed when their reviews cannot be audited", async () => {
    const reviewer = await makeUser(["compliance"]);
    const ids = [await decision("UPG-AUDIT-B1"), await decision("UPG-AUDIT-B2")];

    await withAuditRefused(() =>
      bulkAct(
        db(),
        asRequester(reviewer),
        { selection: { kind: "ids", ids }, operation: { kind: "review", dispositionId: "agrees" } },
        { timeZone: "Asia/Jakarta" },
      ),
    );

    expect(await db().upgradeDecision.count({ where: { id: { in: ids }, reviewState: "new" } })).toBe(2);
    expect(await db().upgradeReviewEvent.count({ where: { decisionId: { in: ids } } })).toBe(0);
  });

  it("adds no thread note, and edits none, when the note cannot be audited", async () => {
    const reviewer = await makeUser(["compliance"]);
    const id = await decision("UPG-AUDIT-NOTE");
    await withAuditRefused(() =>
      addDecisionNote(db(), asRequester(reviewer), { decisionId: id, body: "first" }),
    );
    expect(await db().decisionNote.count({ where: { decisionId: id } })).toBe(0);

    const note = await addDecisionNote(db(), asRequester(reviewer), { decisionId: id, body: "first" });
    await withAuditRefused(() =>
      editDecisionNote(db(), asRequester(reviewer), { id: note.id, body: "second" }),
    );
    expect(await db().decisionNote.findUniqueOrThrow({ where: { id: note.id } })).toMatchObject({
      body: "first",
      editedAt: null,
    });
    expect(await db().decisionNoteRevision.count({ where: { noteId: note.id } })).toBe(0);
  });

  it("leaves a decision unclaimed when its claim cannot be audited", async () => {
    const reviewer = await makeUser(["compliance"]);
    const id = await decision("UPG-AUDIT-2");

    await withAuditRefused(() => claimDecision(db(), asRequester(reviewer), id));

    expect(await db().upgradeDecision.findUniqueOrThrow({ where: { id } })).toMatchObject({
      reviewState: "new",
      assigneeId: null,
    });
  });

  it("keeps a user's roles, account and access when the change cannot be audited", async () => {
    const admin = await makeUser(["admin"]);
    const agent = await makeUser(["agent"]);

    await withAuditRefused(() =>
      adminUpdateUser(db(), asRequester(admin), { id: agent.id, name: "Renamed", roles: ["manager"] }),
    );
    await withAuditRefused(() =>
      adminSetDisabled(db(), asRequester(admin), { id: agent.id, disabled: true }),
    );
    await withAuditRefused(() =>
      adminCreateUser(db(), asRequester(admin), { email: "new@example.test", name: "New", roles: ["agent"] }),
    );

    const kept = await db().user.findUniqueOrThrow({ where: { id: agent.id }, include: { roles: true } });
    expect({ name: kept.name, disabledAt: kept.disabledAt, roles: kept.roles.map((r) => r.role) }).toEqual({
      name: agent.name,
      disabledAt: null,
      roles: ["agent"],
    });
    expect(await db().user.findUnique({ where: { email: "new@example.test" } })).toBeNull();
  });

  it("keeps the saved settings when their change cannot be audited", async () => {
    const admin = await makeUser(["admin"]);
    const settings = providerSettingsSchema.parse({
      statusBaseUrl: "https://status.example.test/",
      historyBaseUrl: "https://history.example.test",
      tokenUrl: "https://status.example.test/oauth/token/accesstoken",
      clientId: "partner-1",
      timeoutMs: "8000",
      clientSecret: "cs-1",
    });

    await withAuditRefused(() => adminSaveSettings(db(), asRequester(admin), settings, keyring()));
    await withAuditRefused(() => updateImageHosts(db(), asRequester(admin), ["images.example.test"]));
    await withAuditRefused(() => updateOverdueAfterHours(db(), asRequester(admin), 48));
    await withAuditRefused(() =>
      adminSavePolicy(db(), asRequester(admin), {
        admin: true,
        manager: true,
        compliance: true,
        agent: true,
      }),
    );

    expect(await db().providerSettings.count()).toBe(0);
    expect(await db().inboxSettings.count()).toBe(0);
    expect(await db().secondFactorPolicy.count({ where: { required: true } })).toBe(0);
  });

  it("records no disposition or provider code whose save cannot be audited", async () => {
    const admin = await makeUser(["admin"]);
    const before = await db().reviewDisposition.count();

    await withAuditRefused(() =>
      saveDisposition(db(), asRequester(admin), {
        labelId: "Baru",
        labelEn: "New",
        disagrees: false,
        followUp: false,
        position: 9,
      }),
    );
    await withAuditRefused(() =>
      saveProviderCode(db(), asRequester(admin), {
        field: "trxStatus",
        code: "99",
        labelId: "Baru",
        labelEn: "New",
        tone: "neutral",
        countsAsPaid: false,
      }),
    );

    expect(await db().reviewDisposition.count()).toBe(before);
    expect(await db().providerCode.count()).toBe(0);
  });

  it("keeps a person's second factors when their reset cannot be audited", async () => {
    const admin = await makeUser(["admin"]);
    const agent = await makeUser(["agent"]);
    await db().recoveryCode.create({ data: { userId: agent.id, codeHash: "kept" } });

    await withAuditRefused(() => adminResetSecondFactors(db(), asRequester(admin), agent.id));

    expect(await db().recoveryCode.count({ where: { userId: agent.id } })).toBe(1);
  });

  it("queues no export whose creation cannot be audited", async () => {
    const user = await makeUser(["manager"]);
    const manager: SessionUser = {
      ...user,
      roles: ["manager"],
      locale: "en",
      timeZone: "Asia/Jakarta",
      sessionId: "s",
    };
    const input = createExportSchema.parse({
      userId: "user-1",
      scope: "all",
      limit: "10",
      format: "csv",
      columns: ["seq"],
    });

    await withAuditRefused(() => createExport(db(), asRequester(manager), input, "en"));

    expect(await db().exportJob.count()).toBe(0);
  });

  it("keeps export schedules as they were when their creation, pause or deletion cannot be audited", async () => {
    const user = await makeUser(["manager"]);
    const by = asRequester({ ...user, roles: ["manager" as const], locale: "en", sessionId: "s" });
    const input = createScheduleSchema.parse({
      userId: "user-1",
      format: "csv",
      columns: ["seq"],
      timeZone: "Asia/Jakarta",
      cadence: "daily",
      hour: "7",
    });
    await withAuditRefused(() => createSchedule(db(), by, input, "en"));
    expect(await db().exportSchedule.count()).toBe(0);

    const { id } = await createSchedule(db(), by, input, "en");
    await withAuditRefused(() => setSchedulePaused(db(), by, id, true));
    await withAuditRefused(() => deleteSchedule(db(), by, id));
    expect(await db().exportSchedule.findUniqueOrThrow({ where: { id } })).toMatchObject({ pausedAt: null });
  });

  it("keeps a saved view as it was when its save, rename, sharing or deletion cannot be audited", async () => {
    const user = await makeUser(["compliance"]);
    const by = asRequester({ ...user, roles: ["compliance" as const] });
    const input = (name: string) => saveViewSchema.parse({ page: "inbox", name, query: "status=rejected" });
    await withAuditRefused(() => saveView(db(), by, input("Refused")));
    expect(await db().savedView.count()).toBe(0);

    const { id } = await saveView(db(), by, input("Kept"));
    await withAuditRefused(() => renameView(db(), by, { id, name: "Renamed" }));
    await withAuditRefused(() => shareView(db(), by, { id, roles: ["compliance"] }));
    await withAuditRefused(() => deleteView(db(), by, id));

    expect(await db().savedView.findMany({ select: { name: true, roles: true } })).toEqual([
      { name: "Kept", roles: [] },
    ]);
  });

  it("opens no session whose sign-in cannot be audited, and ends none whose sign-out cannot", async () => {
    const agent = await makeUser(["agent"]);
    const policy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };
    const client = { ip: null, device: null };

    await withAuditRefused(() =>
      signInWithPassword(db(), { email: agent.email, password: TEST_PASSWORD }, client, policy),
    );
    expect(await db().session.count({ where: { userId: agent.id } })).toBe(0);

    const signedIn = await signInWithPassword(
      db(),
      { email: agent.email, password: TEST_PASSWORD },
      client,
      policy,
    );
    if (!signedIn.ok) throw new Error(`could not sign in: ${signedIn.reason}`);
    await withAuditRefused(() => endSession(db(), signedIn.sessionId, null));
    expect(await db().session.findUniqueOrThrow({ where: { id: signedIn.sessionId } })).toMatchObject({
      revokedAt: null,
    });
  });

  it("starts, cancels, asks again, ends and deletes no reconciliation run whose change cannot be audited", async () => {
    const agent = await makeUser(["agent"]);
    const by = asRequester({ ...agent, roles: ["agent" as const] });

    await withAuditRefused(() => startPasteRun(db(), by, { text: "INV-1 INV-2" }));
    expect(await db().reconcileRun.count()).toBe(0);
    expect(await db().reconcileRow.count()).toBe(0);

    const { id } = await startPasteRun(db(), by, { text: "INV-1 INV-2" });
    await withAuditRefused(() => cancelRun(db(), by, id));
    expect(await db().reconcileRun.findUniqueOrThrow({ where: { id } })).toMatchObject({
      state: "queued",
      cancelRequested: false,
    });

    await db().reconcileRow.updateMany({
      where: { runId: id },
      data: { state: "done", bucket: "provider_error" },
    });
    await withAuditRefused(() => endRun(db(), id, "done"));
    expect(await db().reconcileRun.findUniqueOrThrow({ where: { id } })).toMatchObject({ state: "queued" });
    await endRun(db(), id, "done");

    await withAuditRefused(() => retryProviderErrors(db(), by, id));
    expect(await db().reconcileRow.count({ where: { runId: id, bucket: "provider_error" } })).toBe(2);

    await withAuditRefused(() => deleteRun(db(), by, id));
    expect(await db().reconcileRow.count({ where: { runId: id } })).toBe(2);
  });

  it("acknowledges no alert and changes no threshold when the change cannot be audited", async () => {
    const admin = await makeUser(["admin"]);
    const at = new Date("2026-11-29T10:00:00Z");
    const alert = await db().alert.create({
      data: {
        rule: "instanceHeartbeat",
        subject: "i-1",
        openKey: "instanceHeartbeat|i-1",
        figures: "{}",
        openedAt: at,
        lastNotifiedAt: at,
      },
    });
    await withAuditRefused(() => acknowledgeAlert(db(), asRequester(admin), alert.id));
    expect(await db().alert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({
      state: "open",
      acknowledgedById: null,
    });
    expect(await db().alertEvent.count()).toBe(0);

    await withAuditRefused(() => saveThresholds(db(), asRequester(admin), { "callbackSilence.minutes": 90 }));
    expect(await db().alertThreshold.count()).toBe(0);
  });

  it("changes no notification setting or webhook, and queues no password mail, when it cannot be audited", async () => {
    const admin = await makeUser(["admin"]);
    const person = await makeUser(["agent"]);
    const by = asRequester(admin);
    const settings = notificationSettingsSchema.parse({
      smtpHost: "smtp.example.test",
      smtpPort: "587",
      smtpSecurity: "starttls",
      fromAddress: "bo@example.test",
      onCallAddresses: "oncall@example.test",
      maxAttempts: "5",
    });
    await withAuditRefused(() => saveNotificationSettings(db(), by, settings, keyring()));
    expect(await db().notificationSettings.count()).toBe(0);

    const endpoint = createEndpointSchema.parse({
      name: "Ops",
      format: "slack",
      url: "https://hooks.example.test/x",
      topic_operations: "on",
      enabled: "on",
    });
    await withAuditRefused(() => createEndpoint(db(), by, endpoint, keyring()));
    expect(await db().webhookEndpoint.count()).toBe(0);

    const { id } = await createEndpoint(db(), by, endpoint, keyring());
    await withAuditRefused(() =>
      updateEndpoint(
        db(),
        by,
        updateEndpointSchema.parse({ id, name: "Renamed", topic_jobs: "on", enabled: "false" }),
        keyring(),
      ),
    );
    expect(await db().webhookEndpoint.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "Ops",
      topics: "operations",
      enabled: true,
    });
    await withAuditRefused(() => deleteEndpoint(db(), by, id));
    expect(await db().webhookEndpoint.count()).toBe(1);

    await withAuditRefused(() => adminResetPassword(db(), by, person.id));
    expect(await db().notification.count()).toBe(0);
  });

  it("keeps a person's notification choices, and a failed notification given up, when the change cannot be audited", async () => {
    const reviewer = await makeUser(["compliance"]);
    const by = asRequester({
      ...reviewer,
      roles: ["compliance" as const],
      locale: null,
      sessionId: "session",
    });
    const choices = notificationChoicesSchema.parse({
      shown: ["compliance.digest", "jobs"],
      on: "compliance.digest",
      cadence: "compliance.digest:hourly",
    });
    await withAuditRefused(() => saveNotificationChoices(db(), by, choices));
    expect(await db().notificationPreference.count()).toBe(0);

    const admin = await makeUser(["admin"]);
    const failed = await db().notification.create({
      data: {
        kind: "security.passwordChanged",
        params: "{}",
        channel: "email",
        address: "oncall@example.test",
        dedupeKey: "audited-retry",
        state: "failed",
        attempts: 8,
      },
    });
    await withAuditRefused(() => retryNotification(db(), asRequester(admin), failed.id));
    expect(await db().notification.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({
      state: "failed",
      attempts: 8,
    });
  });
});
