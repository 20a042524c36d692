import { beforeEach, describe, expect, it } from "vitest";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { providerSettingsSchema } from "@/lib/provider-connection/schemas";
import { saveSettings } from "@/lib/provider-connection/settings";
import { testSandbox } from "@/sandbox/test-sandbox";
import { setKnobs } from "@/sandbox/testing";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { testClientConfig } from "@/test/sandbox-client";
import { firstHistoryPage } from "./first-page";

const sandbox = testSandbox();
let user: Awaited<ReturnType<typeof makeUser>>;

beforeEach(async () => {
  await resetDb();
  user = await makeUser(["agent"]);
  const { statusBaseUrl, historyBaseUrl, tokenUrl, clientId, clientSecret } = testClientConfig(sandbox());
  await saveSettings(
    db(),
    providerSettingsSchema.parse({
      statusBaseUrl,
      historyBaseUrl,
      tokenUrl,
      clientId,
      clientSecret,
      timeoutMs: "3000",
    }),
    keyring(),
    "test",
  );
});

const historyAudits = () => db().auditEvent.findMany({ where: { action: "history.view" } });

describe("the first history page read while the page renders", () => {
  it("is the user's newest page, audited as the opening of their history", async () => {
    const page = await firstHistoryPage(db(), { user, ip: "10.0.0.7" }, " user-demo ");
    expect(page?.userId).toBe("user-demo");
    expect(page?.entries.map((entry) => entry.seq).slice(0, 3)).toEqual([341, 340, 336]);
    const audits = await historyAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetId: "user-demo", outcome: "success", ip: "10.0.0.7" });
  });

  it("is not read for an id the form would refuse: nothing asked, nothing audited", async () => {
    expect(await firstHistoryPage(db(), asRequester(user), "not an id")).toBeNull();
    expect(await historyAudits()).toHaveLength(0);
  });

  it("is left to the browser when the provider fails, the failure audited as any first page's", async () => {
    await setKnobs(sandbox(), { fault: "5xx" });
    expect(await firstHistoryPage(db(), asRequester(user), "user-few")).toBeNull();
    expect((await historyAudits()).map((audit) => audit.outcome)).toEqual(["failure"]);
  });
});
