import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "@/lib/auth/current-user";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { currentKey } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { saveImageHosts } from "@/lib/inbox/image-hosts";
import type { RunningSandbox } from "@/sandbox/server";
import { startTestSandbox } from "@/sandbox/testing";
import { resetDb } from "@/test/db";
import { GET as exportCsv } from "./export/route";
import { GET as image } from "./images/[id]/[kind]/route";
import { GET as latest } from "./latest/route";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.close());

function signedInAs(roles: Role[] | null) {
  const user: SessionUser | null = roles && {
    id: "u-test",
    email: "reviewer@example.test",
    name: "Reviewer",
    roles,
    locale: "en",
    timeZone: "Asia/Jakarta",
    sessionId: "s",
  };
  vi.mocked(getCurrentUser).mockResolvedValue(user);
}

async function decisionWithImagesOn(base: string, kind = "") {
  const body = approvedNotification("UPG-IMG");
  const info = body.additionalInfo as Record<string, unknown>;
  info.identificationCardImageUrl = `${base}/images/${kind}ktp/user-0042.png`;
  info.selfieImageUrl = `${base}/images/${kind}selfie/user-0042.png`;
  await receiveUpgradeNotification(delivery(body), {
    db: db(),
    key: currentKey(),
    loadTokens: async () => [CURRENT_TOKEN],
  });
  return (await db().upgradeDecision.findFirstOrThrow()).id;
}

const imageOf = (id: string, kind: string) =>
  image(new Request("http://app.test/"), { params: Promise.resolve({ id, kind }) });

describe("inbox route handlers", () => {
  beforeEach(() => resetDb());

  it("answer 401 without a session and 403 to an agent, whatever the route", async () => {
    for (const [roles, status] of [
      [null, 401],
      [["agent"], 403],
    ] as const) {
      signedInAs(roles as Role[] | null);
      expect((await latest()).status).toBe(status);
      expect((await exportCsv(new Request("http://app.test/api/inbox/export"))).status).toBe(status);
      expect((await imageOf("x", "ktp")).status).toBe(status);
    }
  });

  it("serve an identity image from an allowed host, never cached, and 404 for an unknown decision or kind", async () => {
    signedInAs(["manager"]);
    const id = await decisionWithImagesOn(sandbox.url);
    await saveImageHosts(db(), [new URL(sandbox.url).host], "admin");
    const response = await imageOf(id, "ktp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect((await imageOf("no-such-id", "ktp")).status).toBe(404);
    expect((await imageOf(id, "passport")).status).toBe(404);
  });

  it("say why an image cannot be shown: host not allowed, expired", async () => {
    signedInAs(["compliance"]);
    const id = await decisionWithImagesOn(sandbox.url, "expired/");
    await saveImageHosts(db(), ["elsewhere.test"], "admin");
    expect(await (await imageOf(id, "selfie")).json()).toEqual({ error: "host_not_allowed" });
    await saveImageHosts(db(), [new URL(sandbox.url).host], "admin");
    const expired = await imageOf(id, "selfie");
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({ error: "expired" });
  });

  it("tell the list what arrived, and export it as an audited CSV download", async () => {
    signedInAs(["manager"]);
    await decisionWithImagesOn(sandbox.url);
    expect(await (await latest()).json()).toMatchObject({ total: 1, newestAt: expect.any(String) });
    const response = await exportCsv(new Request("http://app.test/api/inbox/export?status=approved"));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="upgrade-decisions-/);
    expect(await response.text()).toContain("UPG-IMG");
    expect(await db().auditEvent.findFirstOrThrow({ where: { action: "inbox.export" } })).toMatchObject({
      actorEmail: "reviewer@example.test",
      detail: expect.stringContaining('"rows":1'),
    });
  });
});
