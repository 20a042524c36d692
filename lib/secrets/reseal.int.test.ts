import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { CONTEXT as CALLBACK_CONTEXT, decisionFingerprint, openRawBody } from "@/lib/callbacks/sealed";
import { callbackStore } from "@/lib/callbacks/store";
import {
  approvedNotification,
  CURRENT_TOKEN,
  delivery,
  PREVIOUS_TOKEN,
  rejectedVariant,
} from "@/lib/callbacks/test-helpers";
import { type Keyring, keyringOf, open, seal } from "@/lib/crypto/secret-box";
import { type Db, db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { IN_ORDER, listRows, listTexts } from "@/lib/inbox/decision-lists";
import { decisionPii, getDecisionDetail } from "@/lib/inbox/detail";
import { createEndpointSchema, notificationSettingsSchema } from "@/lib/notifications/schemas";
import { WEBHOOK_SECRET_CONTEXT, WEBHOOK_URL_CONTEXT } from "@/lib/notifications/sealed";
import { saveNotificationSettings } from "@/lib/notifications/settings";
import { loadDeliverySettings } from "@/lib/notifications/smtp-config";
import { createEndpoint } from "@/lib/notifications/webhook-endpoints";
import { providerSettingsSchema } from "@/lib/provider-connection/schemas";
import { loadCallbackTokens, loadClientConfig, saveSettings } from "@/lib/provider-connection/settings";
import { createDbTokenStore } from "@/lib/provider-connection/token-store-db";
import { openRunFile, sealRunFile } from "@/lib/reconciliation/run-file";
import { TOTP_CONTEXT } from "@/lib/second-factor/totp-factor";
import { ssoSettingsSchema } from "@/lib/sso/schemas";
import { loadSavedSsoConfig, saveSsoSettings } from "@/lib/sso/settings";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { captureLogLines } from "@/test/log-lines";
import { type ResealProblem, resealAll, resealComplete, type TableReport } from "./reseal";

// The rotation from key version 1 to version 2, as the app's instances see it at each step of the runbook.
const OLD = { version: 1, key: randomBytes(32) };
const NEW = { version: 2, key: randomBytes(32) };
const before = keyringOf(OLD); // step 0: only the old key
const staged = keyringOf(OLD, [NEW]); // several instances: the new key known everywhere before it seals
const during = keyringOf(NEW, [OLD]); // the new key seals, the old one still opens
const after = keyringOf(NEW); // the old key dropped

const ACCESS_TOKEN = "provider-access-token-0001";
const CLIENT_SECRET = "provider-client-secret-0001";
const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const SSO_SECRET = "idp-client-secret-0001";
// A ledger as uploaded: its rows are the partner's transactions, sealed like other customer data.
const LEDGER = new TextEncoder().encode("identifier;amount\nINV-1;IDR 1.000,00\n");
const base = {
  statusBaseUrl: "http://127.0.0.1:4010",
  historyBaseUrl: "http://127.0.0.1:4010",
  tokenUrl: "http://127.0.0.1:4010/oauth/token/accesstoken",
  clientId: "partner",
  timeoutMs: "5000",
};

function connect(keys: Keyring, callbackToken: string, clientSecret = "", client: Db = db()) {
  return saveSettings(
    client,
    providerSettingsSchema.parse({ ...base, clientSecret, callbackToken }),
    keys,
    "test",
  );
}

/** One delivery to an app instance running with `keys`: the receiver as the route wires it. */
async function deliver(keys: Keyring, body: unknown, options: Parameters<typeof delivery>[1] = {}) {
  const response = await receiveUpgradeNotification(delivery(body, options), {
    store: callbackStore(),
    key: keys,
    loadTokens: () => loadCallbackTokens(db(), keys),
  });
  return { status: response.status, ...((await response.json()) as { responseCode: string }) };
}

/** Every kind of sealed field, sealed with `keys`: connection secrets, access token, PII, raw bodies. */
async function sealEverything(keys: Keyring) {
  await connect(keys, PREVIOUS_TOKEN, CLIENT_SECRET);
  await connect(keys, CURRENT_TOKEN);
  await createDbTokenStore(db(), { key: keys }).refresh(async () => ({
    token: ACCESS_TOKEN,
    expiresAt: Date.now() + 3_600_000,
  }));
  const person = await makeUser(["admin"]);
  await db().totpFactor.create({
    data: {
      userId: person.id,
      secretSealed: seal(TOTP_SECRET, keys.current, TOTP_CONTEXT),
      confirmedAt: new Date(),
    },
  });
  const sso = {
    issuer: "https://idp.example.test",
    clientId: "back-office",
    displayName: "Example ID",
    scopes: "openid email",
    defaultRole: "agent",
    groupsClaim: "groups",
  };
  await saveSsoSettings(
    db(),
    ssoSettingsSchema.parse({ ...sso, enabled: "on", clientSecret: SSO_SECRET }),
    keys,
    "test",
  );
  const contradicting = { ...approvedNotification("UPG-R1"), motherMaidenName: "Ratna Sari" };
  const answers = [
    await deliver(keys, approvedNotification("UPG-R1")),
    await deliver(keys, rejectedVariant("UPG-R2")),
    await deliver(keys, rejectedVariant("UPG-R2")), // a re-send: a duplicate delivery
    await deliver(keys, contradicting), // a second decision for UPG-R1, both flagged
    await deliver(keys, { ...approvedNotification("UPG-R1"), custId: undefined }), // refused, body kept
    await deliver(keys, "not json {", { raw: true }), // refused, body kept
    await deliver(keys, approvedNotification("UPG-R1"), { contentType: "text/plain" }), // refused, body kept
  ];
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 400, 400, 415]);
  await db().reconcileRun.create({
    data: {
      ownerId: person.id,
      source: "ledger",
      fileName: "ledger.csv",
      fileSealed: sealRunFile(LEDGER, keys),
    },
  });
  await saveNotificationSettings(
    db(),
    asRequester(person),
    notificationSettingsSchema.parse({
      smtpHost: "smtp.example.test",
      smtpPort: "587",
      smtpSecurity: "starttls",
      smtpUser: "mailer",
      smtpPassword: SMTP_PASSWORD,
      fromAddress: "bo@example.test",
      maxAttempts: "8",
    }),
    keys,
  );
  const { secret } = await createEndpoint(
    db(),
    asRequester(person),
    createEndpointSchema.parse({
      name: "Ops",
      format: "webhook",
      url: WEBHOOK_URL,
      topic_operations: "on",
      enabled: "on",
    }),
    keys,
  );
  webhookSecret = secret;
}

const SMTP_PASSWORD = "smtp-password-to-reseal";
const WEBHOOK_URL = "https://hooks.example.test/services/T0/B0/secret-path";
let webhookSecret: string | null = null;

/** Every sealed value as stored. */
async function storedSealedValues() {
  const settings = await db().providerSettings.findMany({ orderBy: { id: "asc" } });
  const tokens = await db().providerToken.findMany({ orderBy: { id: "asc" } });
  const decisions = await db().upgradeDecision.findMany({ orderBy: { id: "asc" } });
  const deliveries = await db().callbackDelivery.findMany({ orderBy: { id: "asc" } });
  const totp = await db().totpFactor.findMany({ orderBy: { id: "asc" } });
  const sso = await db().ssoSettings.findMany({ orderBy: { id: "asc" } });
  const runs = await db().reconcileRun.findMany({ orderBy: { id: "asc" } });
  const notificationSettings = await db().notificationSettings.findMany();
  const endpoints = await db().webhookEndpoint.findMany({ orderBy: { id: "asc" } });
  return [
    ...notificationSettings.map((row) => row.smtpPasswordSealed),
    ...endpoints.flatMap((row) => [row.urlSealed, row.secretSealed]),
    ...runs.map((run) => run.fileSealed),
    ...settings.flatMap((s) => [s.clientSecretSealed, s.callbackTokenSealed, s.previousCallbackTokenSealed]),
    ...totp.map((t) => t.secretSealed),
    ...sso.map((row) => row.clientSecretSealed),
    ...tokens.map((t) => t.tokenSealed),
    ...decisions.map((d) => d.piiSealed),
    ...deliveries.map((d) => d.rawBodySealed),
  ].filter((value): value is string => value !== null);
}

/** Everything sealed, read back through the app's own readers with `keys`. */
async function readEverything(keys: Keyring) {
  const decisions = await db().upgradeDecision.findMany({
    orderBy: [{ originalReferenceNo: "asc" }, { id: "asc" }],
  });
  const deliveries = await db().callbackDelivery.findMany({ orderBy: { id: "asc" } });
  return {
    // Every raw body, refused ones that named no reference included (the inbox shows those by reference).
    rawBodies: deliveries.map((d) => (d.rawBodySealed ? openRawBody(d.rawBodySealed, keys) : null)),
    clientSecret: (await loadClientConfig(db(), keys))?.clientSecret,
    callbackTokens: await loadCallbackTokens(db(), keys),
    accessToken: (await createDbTokenStore(db(), { key: keys }).get())?.token,
    totpSecrets: (await db().totpFactor.findMany()).map((t) => open(t.secretSealed, keys, TOTP_CONTEXT)),
    ledgers: (await db().reconcileRun.findMany()).map((run) =>
      run.fileSealed ? Buffer.from(openRunFile(run.fileSealed, keys)).toString() : null,
    ),
    ssoSecret: ((await loadSavedSsoConfig(db(), keys)) as { clientSecret?: string } | null)?.clientSecret,
    smtpPassword: (await loadDeliverySettings(db(), keys, env())).smtp?.password,
    webhooks: (await db().webhookEndpoint.findMany()).map((row) => [
      row.urlSealed && open(row.urlSealed, keys, WEBHOOK_URL_CONTEXT),
      row.secretSealed && open(row.secretSealed, keys, WEBHOOK_SECRET_CONTEXT),
    ]),
    decisions: await Promise.all(
      decisions.map(async ({ id }) => {
        const detail = await getDecisionDetail(db(), id, keys);
        return {
          pii: await decisionPii(db(), id, keys),
          imageHosts: detail?.imageHosts,
          conflicts: detail?.conflicts.map((c) => c.differences),
          deliveries: detail?.deliveries.map((d) => ({
            outcome: d.outcome,
            rawBody: d.rawBody,
            rawUnreadable: d.rawUnreadable,
          })),
        };
      }),
    ),
  };
}

const byTable = (reports: TableReport[]) => Object.fromEntries(reports.map((r) => [r.table, r]));

describe("re-sealing under a new encryption key", () => {
  beforeEach(() => resetDb());
  afterEach(() => vi.restoreAllMocks());

  it("keeps every sealed field readable after the rotation, and after the reseal without the old key", async () => {
    await sealEverything(before);
    const original = await readEverything(before);
    expect(original).toMatchObject({
      clientSecret: CLIENT_SECRET,
      callbackTokens: [CURRENT_TOKEN, PREVIOUS_TOKEN],
      accessToken: ACCESS_TOKEN,
      totpSecrets: [TOTP_SECRET],
      ssoSecret: SSO_SECRET,
      ledgers: [Buffer.from(LEDGER).toString()],
      smtpPassword: SMTP_PASSWORD,
      webhooks: [[WEBHOOK_URL, webhookSecret]],
    });
    expect(original.decisions).toHaveLength(3);
    expect(original.decisions.every((d) => d.pii && d.deliveries?.every((x) => !x.rawUnreadable))).toBe(true);
    expect(original.decisions.flatMap((d) => d.deliveries ?? []).filter((d) => d.rawBody)).toHaveLength(8);
    expect(original.rawBodies.filter((body) => body !== null)).toHaveLength(7);

    // The new key seals, the old one still opens: nothing has been re-sealed yet, everything reads.
    expect(await readEverything(during)).toEqual(original);

    const reports = await resealAll(db(), during, { batchSize: 2 });
    expect(resealComplete(reports)).toBe(true);
    expect(byTable(reports)).toMatchObject({
      ProviderSettings: { resealed: 1, unreadable: 0, remaining: 0 },
      ProviderToken: { resealed: 1, unreadable: 0, remaining: 0 },
      UpgradeDecision: { resealed: 3, unreadable: 0, remaining: 0, fingerprintsKept: 0 },
      TotpFactor: { resealed: 1, unreadable: 0, remaining: 0 },
      SsoSettings: { resealed: 1, unreadable: 0, remaining: 0 },
      CallbackDelivery: { resealed: 7, unreadable: 0, remaining: 0 },
      ReconcileRun: { resealed: 1, unreadable: 0, remaining: 0 },
      NotificationSettings: { resealed: 1, unreadable: 0, remaining: 0 },
      WebhookEndpoint: { resealed: 1, unreadable: 0, remaining: 0 },
    });
    const sealed = await storedSealedValues();
    expect(sealed).toHaveLength(3 + 1 + 1 + 1 + 3 + 7 + 1 + 1 + 2);
    expect(sealed.every((value) => value.startsWith("sb1.2."))).toBe(true);

    // The old key dropped: every field still reads, and a re-send of a decision stored before the rotation is
    // still recognised as the same decision (its fingerprint moved to the new key).
    expect(await readEverything(after)).toEqual(original);
    expect(await deliver(after, rejectedVariant("UPG-R2"))).toMatchObject({
      status: 200,
      responseCode: "2000000",
    });
    expect(await db().upgradeDecision.count()).toBe(3);
    expect(
      await db().upgradeDecision.count({ where: { originalReferenceNo: "UPG-R2", conflict: true } }),
    ).toBe(0);

    // A second run changes nothing.
    const stored = await storedSealedValues();
    const again = await resealAll(db(), after);
    expect(again.map((r) => [r.table, r.resealed, r.checked])).toEqual([
      ["ProviderSettings", 0, 0],
      ["ProviderToken", 0, 0],
      ["UpgradeDecision", 0, 0],
      ["TotpFactor", 0, 0],
      ["SsoSettings", 0, 0],
      ["CallbackDelivery", 0, 0],
      ["ReconcileRun", 0, 0],
      ["NotificationSettings", 0, 0],
      ["WebhookEndpoint", 0, 0],
    ]);
    expect(byTable(again).CallbackDelivery?.alreadyCurrent).toBe(8);
    expect(await storedSealedValues()).toEqual(stored);
  });

  it("resumes an interrupted run where it stopped, and a run after that changes nothing", async () => {
    await sealEverything(before);
    for (let i = 0; i < 9; i += 1) await deliver(before, approvedNotification(`UPG-MORE-${i}`));
    const original = await readEverything(before);

    const interrupted = resealAll(db(), during, {
      batchSize: 2,
      onBatch: (report) => {
        if (report.table === "UpgradeDecision" && report.checked >= 4) throw new Error("killed");
      },
    });
    await expect(interrupted).rejects.toThrow("killed");
    const pii = (await db().upgradeDecision.findMany()).map((d) => d.piiSealed.slice(0, 6));
    expect(pii.filter((p) => p === "sb1.2.")).toHaveLength(4);
    expect(pii.filter((p) => p === "sb1.1.")).toHaveLength(8);

    const resumed = byTable(await resealAll(db(), during, { batchSize: 2 }));
    expect(resumed).toMatchObject({
      ProviderSettings: { resealed: 0, alreadyCurrent: 1 },
      ProviderToken: { resealed: 0, alreadyCurrent: 1 },
      UpgradeDecision: { resealed: 8, alreadyCurrent: 4, remaining: 0 },
      CallbackDelivery: { resealed: 16, alreadyCurrent: 0, remaining: 0 },
    });
    const stored = await storedSealedValues();
    expect(stored.every((value) => value.startsWith("sb1.2."))).toBe(true);

    const third = await resealAll(db(), during, { batchSize: 2 });
    expect(third.every((r) => r.resealed === 0 && r.checked === 0)).toBe(true);
    expect(await storedSealedValues()).toEqual(stored);
    expect(await readEverything(after)).toEqual(original);
  });

  it("reports a value no key opens by its version, counts it, and re-seals everything else", async () => {
    await sealEverything(before);
    const victim = await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: "UPG-R2" } });
    const stranger = { version: 7, key: randomBytes(32) };
    const pii = JSON.stringify({
      motherMaidenName: "X",
      identificationCardImageUrl: "http://a",
      selfieImageUrl: "http://b",
    });
    await db().upgradeDecision.update({
      where: { id: victim.id },
      data: { piiSealed: seal(pii, stranger, CALLBACK_CONTEXT.pii) },
    });

    const problems: ResealProblem[] = [];
    const reports = await resealAll(db(), during, { onProblem: (problem) => problems.push(problem) });
    expect(resealComplete(reports)).toBe(false);
    expect(byTable(reports).UpgradeDecision).toMatchObject({ resealed: 2, unreadable: 1, remaining: 1 });
    expect(byTable(reports).CallbackDelivery).toMatchObject({ resealed: 7, unreadable: 0, remaining: 0 });
    expect(problems).toEqual([
      {
        table: "UpgradeDecision",
        id: victim.id,
        column: "piiSealed",
        message: expect.stringMatching(/sealed with encryption key version 7, which is not configured/),
      },
    ]);
    // The app's reader names the version too.
    await expect(decisionPii(db(), victim.id, during)).rejects.toThrow(/encryption key version 7/);
  });

  it("moves the sealed value but keeps the fingerprint when another decision already has the new one", async () => {
    await connect(before, CURRENT_TOKEN, CLIENT_SECRET);
    await deliver(before, approvedNotification("UPG-TWICE"));
    // The same decision stored twice across a rotation (a race between an old and a new instance).
    const first = await db().upgradeDecision.findFirstOrThrow({ include: { benefits: IN_ORDER } });
    const { id: _id, fingerprint: _fp, updatedAt: _at, benefits, ...copy } = first;
    const twin = await db().upgradeDecision.create({
      data: {
        ...copy,
        fingerprint: "under-the-new-key",
        piiSealed: seal("{}", NEW, CALLBACK_CONTEXT.pii),
        benefits: { create: listRows(listTexts(benefits)) },
      },
    });
    const pii = await decisionPii(db(), first.id, before);
    if (!pii) throw new Error("the decision was not stored");
    const content = {
      ...pii,
      status: first.status,
      custId: first.custId,
      benefits: listTexts(benefits),
      rejectReasons: [],
    };
    await db().upgradeDecision.update({
      where: { id: twin.id },
      data: { fingerprint: decisionFingerprint(content, NEW) },
    });

    const reports = byTable(await resealAll(db(), during));
    expect(reports.UpgradeDecision).toMatchObject({
      resealed: 1,
      fingerprintsKept: 1,
      unreadable: 0,
      remaining: 0,
    });
    const kept = await db().upgradeDecision.findUniqueOrThrow({ where: { id: first.id } });
    expect(kept.fingerprint).toBe(first.fingerprint);
    expect(kept.piiSealed.startsWith("sb1.2.")).toBe(true);
    expect(await decisionPii(db(), first.id, after)).toEqual(pii);
  });

  it("drops an access token no key opens: the app fetches a new one instead of failing", async () => {
    await db().providerToken.create({
      data: {
        id: "default",
        tokenSealed: seal("lost", { version: 9, key: randomBytes(32) }, "providerToken"),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const store = createDbTokenStore(db(), { key: during });
    expect(await store.get()).toBeNull();
    const reports = byTable(await resealAll(db(), during));
    expect(reports.ProviderToken).toMatchObject({ dropped: 1, unreadable: 0, remaining: 0 });
    const fresh = await store.refresh(async () => ({ token: "fresh", expiresAt: Date.now() + 60_000 }));
    expect(fresh.token).toBe("fresh");
  });

  it("never overwrites a value changed while it re-seals: the row is read again", async () => {
    await sealEverything(before);
    const NEWER_TOKEN = "cb-newer-token-saved-during-the-reseal-0001";
    let interfered = false;
    const real = db();
    // An admin saves a new callback token between the reseal's read of the row and its write.
    const settings = new Proxy(real.providerSettings, {
      get(target, property, receiver) {
        if (property !== "updateMany") return Reflect.get(target, property, receiver);
        return async (args: Parameters<Db["providerSettings"]["updateMany"]>[0]) => {
          if (!interfered) {
            interfered = true;
            await connect(during, NEWER_TOKEN, "", real);
          }
          return target.updateMany(args);
        };
      },
    });
    const racing = new Proxy(real, {
      get: (target, property, receiver) =>
        property === "providerSettings" ? settings : Reflect.get(target, property, receiver),
    }) as Db;

    const reports = byTable(await resealAll(racing, during));
    expect(interfered).toBe(true);
    expect(reports.ProviderSettings).toMatchObject({ resealed: 1, busy: 0, remaining: 0 });
    expect(await loadCallbackTokens(db(), after)).toEqual([NEWER_TOKEN, CURRENT_TOKEN]);
    expect((await loadClientConfig(db(), after))?.clientSecret).toBe(CLIENT_SECRET);
  });

  it("keeps accepting the current callback token when the previous one cannot be opened", async () => {
    await connect(before, PREVIOUS_TOKEN, CLIENT_SECRET);
    await connect(after, CURRENT_TOKEN); // the old key dropped before its values were re-sealed
    const logs = captureLogLines();

    expect(await loadCallbackTokens(db(), after)).toEqual([CURRENT_TOKEN]);
    expect(await deliver(after, approvedNotification("UPG-P1"))).toMatchObject({
      status: 200,
      responseCode: "2000000",
    });
    expect(await db().upgradeDecision.count()).toBe(1);
    logs.restore();
    const lines = logs.text().split("\n");
    expect(lines.some((line) => line.includes("callback_previous_token_unreadable"))).toBe(true);
    expect(lines.some((line) => line.includes("version 1"))).toBe(true);
    expect(logs.text()).not.toContain(PREVIOUS_TOKEN);
  });
});

describe("callbacks delivered during a rotation", () => {
  beforeEach(() => resetDb());

  /** Fresh decisions and re-sends of earlier ones, delivered in parallel to instances with the given keys. */
  async function wave(instances: Keyring[], references: string[], resends: string[]) {
    const bodies = [...references, ...resends].map((reference) =>
      reference.endsWith("V") ? rejectedVariant(reference) : approvedNotification(reference),
    );
    return Promise.all(bodies.map((body, i) => deliver(instances[i % instances.length] as Keyring, body)));
  }
  const refs = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => `${prefix}-${i}${i % 3 === 0 ? "V" : ""}`);

  async function expectAllStored(answers: { status: number; responseCode: string }[], references: string[]) {
    expect(answers.filter((a) => a.status !== 200 || a.responseCode !== "2000000")).toEqual([]);
    expect(await db().callbackDelivery.count()).toBe(answers.length);
    const decisions = await db().upgradeDecision.findMany();
    expect(decisions.map((d) => d.originalReferenceNo).sort()).toEqual([...references].sort());
    expect(decisions.filter((d) => d.conflict)).toEqual([]);
    for (const { id } of decisions) expect(await decisionPii(db(), id, after)).not.toBeNull();
  }

  it("acknowledges and stores every one while the new key takes over and the reseal runs", async () => {
    await connect(before, CURRENT_TOKEN, CLIENT_SECRET);
    const first = refs("UPG-A", 12);
    const answers = await wave([before], first, []);

    // The instance restarts with the new key current and the old one previous; the reseal runs meanwhile.
    const second = refs("UPG-B", 24);
    const [reports, ...inFlight] = await Promise.all([
      resealAll(db(), during, { batchSize: 3 }),
      wave([during], second.slice(0, 12), first.slice(0, 6)),
      wave([during], second.slice(12), first.slice(6)),
    ]);
    answers.push(...inFlight.flat());
    expect(reports.every((r) => r.unreadable === 0)).toBe(true);
    expect(resealComplete(await resealAll(db(), during))).toBe(true);
    await expectAllStored(answers, [...first, ...second]);
    expect((await storedSealedValues()).every((value) => value.startsWith("sb1.2."))).toBe(true);
  });

  it("acknowledges and stores every one across instances restarted one at a time", async () => {
    await connect(before, CURRENT_TOKEN, CLIENT_SECRET);
    const first = refs("UPG-C", 10);
    const answers = await wave([before, before], first, []);
    // Runbook step 2 with several instances: each learns the new key before any of them seals with it.
    const second = refs("UPG-D", 10);
    answers.push(...(await wave([before, staged], second, first.slice(0, 5))));
    // Step 3: one by one they seal with the new key; the reseal runs while the last one has not restarted.
    const third = refs("UPG-E", 20);
    const [, ...inFlight] = await Promise.all([
      resealAll(db(), during, { batchSize: 4 }),
      wave([staged, during], third, [...first.slice(5), ...second]),
    ]);
    answers.push(...inFlight.flat());
    // Every instance runs with the new key; a last reseal takes what the last old instance sealed.
    const fourth = refs("UPG-F", 6);
    answers.push(...(await wave([during, during], fourth, third.slice(0, 6))));
    expect(resealComplete(await resealAll(db(), during))).toBe(true);
    await expectAllStored(answers, [...first, ...second, ...third, ...fourth]);
    expect(await loadCallbackTokens(db(), after)).toEqual([CURRENT_TOKEN]);
  });
});
