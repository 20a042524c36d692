import { beforeEach, describe, expect, it, vi } from "vitest";
import { can, ROLES, type Role } from "@/lib/auth/roles";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { saveImageHosts } from "@/lib/inbox/image-hosts";
import { testSandbox } from "@/sandbox/test-sandbox";
import { resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { GET as exportCsv } from "./export/route";
import { GET as image } from "./images/[id]/[kind]/route";
import { GET as latest } from "./latest/route";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));

const sandbox = testSandbox({ reset: false });

const signedInAs = (roles: Role[] | null, locale: string | null = "en") =>
  signInAs(roles && { roles, locale });

async function decisionWithImagesOn(base: string, kind = "") {
  const body = approvedNotification("UPG-IMG");
  const info = body.additionalInfo as Record<string, unknown>;
  info.identificationCardImageUrl = `${base}/images/${kind}ktp/user-0042.png`;
  info.selfieImageUrl = `${base}/images/${kind}selfie/user-0042.png`;
  await receiveUpgradeNotification(delivery(body), {
    store: callbackStore(),
    key: keyring(),
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
      expect((await latest(new Request("http://app.test/api/inbox/latest"))).status).toBe(status);
      expect((await exportCsv(new Request("http://app.test/api/inbox/export"))).status).toBe(status);
      expect((await imageOf("x", "ktp")).status).toBe(status);
    }
  });

  it("serve an identity image from an allowed host, never cached, and 404 for an unknown decision or kind", async () => {
    signedInAs(["compliance"]);
    const id = await decisionWithImagesOn(sandbox().url);
    await saveImageHosts(db(), [new URL(sandbox().url).host], "admin");
    const response = await imageOf(id, "ktp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect((await imageOf("no-such-id", "ktp")).status).toBe(404);
    for (const kind of ["passport", "toString", "__proto__", "constructor"]) {
      expect((await imageOf(id, kind)).status, kind).toBe(404);
    }
  });

  it("serve identity images only to the roles with the image permission", async () => {
    const id = await decisionWithImagesOn(sandbox().url);
    await saveImageHosts(db(), [new URL(sandbox().url).host], "admin");
    for (const role of ROLES) {
      signedInAs([role]);
      const allowed = can([role], "inbox.images");
      expect((await imageOf(id, "selfie")).status, role).toBe(allowed ? 200 : 403);
    }
    expect(can(["manager"], "inbox.images")).toBe(false);
    expect(can(["manager"], "inbox.view")).toBe(true);
  });

  it("audit every image fetch: who, which decision, which image and what came of it, never the address", async () => {
    const id = await decisionWithImagesOn(sandbox().url);
    await saveImageHosts(db(), [new URL(sandbox().url).host], "admin");
    signedInAs(["compliance"]);
    await imageOf(id, "ktp");
    await imageOf(id, "ktp");
    await imageOf(id, "selfie");
    await saveImageHosts(db(), ["elsewhere.test"], "admin");
    await imageOf(id, "selfie");
    signedInAs(["manager"]);
    await imageOf(id, "ktp");
    const events = await db().auditEvent.findMany({
      where: { action: "inbox.view_image" },
      orderBy: [{ at: "asc" }, { id: "asc" }],
    });
    expect(
      events.map((e) => [e.actorEmail, e.targetType, e.targetId, e.outcome, JSON.parse(e.detail ?? "")]),
    ).toEqual([
      ["reviewer@example.test", "upgrade_decision", id, "success", { kind: "ktp", reason: null }],
      ["reviewer@example.test", "upgrade_decision", id, "success", { kind: "ktp", reason: null }],
      ["reviewer@example.test", "upgrade_decision", id, "success", { kind: "selfie", reason: null }],
      [
        "reviewer@example.test",
        "upgrade_decision",
        id,
        "failure",
        { kind: "selfie", reason: "host_not_allowed" },
      ],
    ]);
    for (const event of events) {
      expect(event.detail).not.toContain("/images/");
      expect(event.detail).not.toContain("127.0.0.1");
    }
  });

  it("say why an image cannot be shown: host not allowed, expired", async () => {
    signedInAs(["compliance"]);
    const id = await decisionWithImagesOn(sandbox().url, "expired/");
    await saveImageHosts(db(), ["elsewhere.test"], "admin");
    expect(await (await imageOf(id, "selfie")).json()).toEqual({ error: "host_not_allowed" });
    await saveImageHosts(db(), [new URL(sandbox().url).host], "admin");
    const expired = await imageOf(id, "selfie");
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({ error: "expired" });
  });

  it("tell the list what arrived, and export it as an audited CSV download", async () => {
    signedInAs(["manager"]);
    await decisionWithImagesOn(sandbox().url);
    expect(await (await latest(new Request("http://app.test/api/inbox/latest"))).json()).toMatchObject({
      total: 1,
      newestAt: expect.any(String),
      // What the Inbox link counts, polled with the arrivals.
      unreviewed: { count: 1, more: false },
      overdue: { count: 0, more: false },
    });
    const response = await exportCsv(new Request("http://app.test/api/inbox/export?status=approved"));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="upgrade-decisions-/);
    const csv = await response.text();
    expect(csv).toContain("UPG-IMG");
    expect(csv.split("\r\n")[0]).toMatch(
      /^"Received \(WIB, UTC\+07:00\)","Reference","Customer ID","Decision",/,
    );
    expect(await db().auditEvent.findFirstOrThrow({ where: { action: "inbox.export" } })).toMatchObject({
      actorEmail: "reviewer@example.test",
      detail: expect.stringContaining('"rows":1'),
    });
  });

  it("export the CSV with headers in the reader's language, and every provider text neutralized", async () => {
    const body = approvedNotification("UPG-CSV", {
      custId: '=HYPERLINK("http://evil.test","x")',
      motherMaidenName: "Siti Aminah",
      // A formula after a separator: Excel set to `;` as its list separator would split an unquoted cell there.
      additionalInfo: {
        ...(approvedNotification().additionalInfo as Record<string, unknown>),
        benefits: ["foto buram;=1+1"],
      },
    });
    await receiveUpgradeNotification(delivery(body), {
      store: callbackStore(),
      key: keyring(),
      loadTokens: async () => [CURRENT_TOKEN],
    });
    signedInAs(["compliance"], "id");
    const indonesian = await (await exportCsv(new Request("http://app.test/api/inbox/export"))).text();
    const [header, row] = indonesian.split("\r\n");
    expect(header).toMatch(/^"Diterima \(WIB, UTC\+07:00\)","Referensi","ID pelanggan","Keputusan",/);
    expect(row).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},"UPG-CSV","'=HYPERLINK\(""http:\/\/evil.test"",""x""\)","approved","foto buram;'=1\+1",/,
    );
    expect(indonesian).not.toContain("Siti");

    // Without a saved language: the browser's, as the pages do.
    signedInAs(["compliance"], null);
    const english = await exportCsv(
      new Request("http://app.test/api/inbox/export", { headers: { "accept-language": "en-GB,en;q=0.8" } }),
    );
    expect((await english.text()).split("\r\n")[0]).toMatch(/^"Received \(WIB, UTC\+07:00\)","Reference",/);
  });
});
