import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { REFUNDED_BILL_STATUS, SANDBOX_NOT_FOUND_STATUS } from "@/test/provider-codes";
import { signInAs } from "@/test/signed-in";
import { saveProviderCodeAction } from "./actions";
import { removeProviderCode, saveProviderCode } from "./admin";
import { codeBook } from "./code-text";
import { listProviderCodes, loadProviderCodes } from "./dictionary";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

const auditOf = (action: string) =>
  db().auditEvent.findMany({
    where: { action },
    orderBy: { at: "asc" },
    select: { actorEmail: true, targetType: true, targetId: true, detail: true },
  });

describe("provider code dictionary", () => {
  beforeEach(() => resetDb());

  it("ships meanings only for the values the contract shows, none for the sandbox's bill statuses", async () => {
    const listed = await listProviderCodes(db());
    expect(listed.map((entry) => `${entry.field}:${entry.code}`)).toEqual([
      "entryType:payment_bill",
      "entryType:qr_invoice",
      "trxStatus:settled",
      "qrStatus:success",
      "errorCode:00",
      "billSide:db",
      "billType:payment_aggregator",
    ]);
    expect(listed.every((entry) => entry.source === "shipped")).toBe(true);
    const book = codeBook(await loadProviderCodes(db()));
    for (const code of ["0", "1", "2"]) expect(book.meaning("billStatus", code)).toBeNull();
    expect(book.meaning("trxStatus", "pending")).toBeNull();
    expect(book.meaning("trxStatus", "settled")).toMatchObject({ tone: "success", countsAsPaid: true });
  });

  it("records an admin's meaning for a code, audited with what it now says, and reads it back", async () => {
    const admin = await makeUser(["admin"]);
    await saveProviderCode(db(), asRequester(admin), REFUNDED_BILL_STATUS);
    expect(codeBook(await loadProviderCodes(db())).meaning("billStatus", "2")).toEqual(REFUNDED_BILL_STATUS);
    expect((await listProviderCodes(db())).find((entry) => entry.code === "2")).toMatchObject({
      source: "saved",
      updatedBy: admin.email,
    });
    expect(await auditOf("provider_codes.save")).toEqual([
      {
        actorEmail: admin.email,
        targetType: "provider_code",
        targetId: "billStatus:2",
        detail: JSON.stringify(REFUNDED_BILL_STATUS),
      },
    ]);

    await saveProviderCode(db(), asRequester(admin), { ...REFUNDED_BILL_STATUS, tone: "failed" });
    expect(codeBook(await loadProviderCodes(db())).meaning("billStatus", "2")?.tone).toBe("failed");
    expect(await auditOf("provider_codes.save")).toHaveLength(2);
  });

  it("records an admin's mark that an answer's status means no such transaction, audited, and takes it off", async () => {
    const admin = await makeUser(["admin"]);
    await saveProviderCode(db(), asRequester(admin), SANDBOX_NOT_FOUND_STATUS);
    expect(codeBook(await loadProviderCodes(db())).meaning("answerStatus", "404")).toMatchObject({
      meansNotFound: true,
    });
    expect(JSON.parse((await auditOf("provider_codes.save"))[0]?.detail ?? "{}")).toMatchObject({
      field: "answerStatus",
      code: "404",
      meansNotFound: true,
    });
    await saveProviderCode(db(), asRequester(admin), { ...SANDBOX_NOT_FOUND_STATUS, meansNotFound: false });
    expect(codeBook(await loadProviderCodes(db())).meaning("answerStatus", "404")?.meansNotFound).toBe(false);
  });

  it("lets an admin change a shipped meaning and go back to it, each step audited", async () => {
    const admin = await makeUser(["admin"]);
    await saveProviderCode(db(), asRequester(admin), {
      field: "trxStatus",
      code: "settled",
      labelId: "Lunas",
      labelEn: "Paid",
      tone: "success",
      countsAsPaid: false,
    });
    const changed = (await listProviderCodes(db())).filter((entry) => entry.code === "settled");
    expect(changed).toEqual([
      expect.objectContaining({ source: "changed", labelEn: "Paid", countsAsPaid: false }),
    ]);

    await removeProviderCode(db(), asRequester(admin), { field: "trxStatus", code: "settled" });
    expect(codeBook(await loadProviderCodes(db())).meaning("trxStatus", "settled")).toMatchObject({
      labelEn: "Settled",
      countsAsPaid: true,
    });
    expect((await auditOf("provider_codes.remove")).map((event) => event.targetId)).toEqual([
      "trxStatus:settled",
    ]);
  });

  it("refuses to remove a meaning nobody recorded, and writes nothing", async () => {
    const admin = await makeUser(["admin"]);
    await expect(
      removeProviderCode(db(), asRequester(admin), { field: "billStatus", code: "2" }),
    ).rejects.toMatchObject({ code: "provider_code_unknown" });
    await expect(
      removeProviderCode(db(), asRequester(admin), { field: "trxStatus", code: "settled" }),
    ).rejects.toMatchObject({ code: "provider_code_unknown" });
    expect(await auditOf("provider_codes.remove")).toEqual([]);
  });

  it("refuses an overlong label or an unknown field or tone at the action, saving nothing", async () => {
    signInAs({ roles: ["admin"] });
    const result = await saveProviderCodeAction(null, {
      ...REFUNDED_BILL_STATUS,
      labelEn: "x".repeat(81),
      tone: "urgent",
    });
    expect(result).toMatchObject({ ok: false, fieldErrors: { labelEn: ["too_long"], tone: ["required"] } });
    const unknownField = await saveProviderCodeAction(null, {
      ...REFUNDED_BILL_STATUS,
      field: "merchantName",
    });
    expect(unknownField).toMatchObject({ ok: false, fieldErrors: { field: ["required"] } });
    expect(await db().providerCode.count()).toBe(0);
  });
});
