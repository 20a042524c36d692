import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { listRows, reasonListKey, searchColumns } from "@/lib/inbox/decision-lists";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { listDispositions, saveDisposition, setDispositionRetired } from "./dispositions";
import { writeDecisionsCsv } from "./export";
import { listDecisions } from "./query";
import { changeDisposition, markReviewed, reopenDecision } from "./review";
import { inboxFilterSchema } from "./schemas";

const FIRST_LIST = ["agrees", "disagrees", "raise_with_provider", "contact_customer"];
let sequence = 0;

async function newDecision() {
  sequence += 1;
  return db().upgradeDecision.create({
    data: {
      originalReferenceNo: `UPG-D${sequence}`,
      fingerprint: `d${sequence}`,
      status: "rejected",
      custId: `user-d${sequence}`,
      ...searchColumns({ originalReferenceNo: `UPG-D${sequence}`, custId: `user-d${sequence}` }),
      notificationType: "upgrade",
      shape: "documented",
      piiSealed: "unused",
      rejectReasons: reasonListKey(["Foto KTP tidak jelas"]),
      reasons: { create: listRows(["Foto KTP tidak jelas"]) },
    },
  });
}

const auditOf = (action: string) =>
  db().auditEvent.findMany({
    where: { action },
    orderBy: { at: "asc" },
    select: { targetId: true, detail: true },
  });

describe("review dispositions", () => {
  beforeEach(() => resetDb());
  afterEach(async () => {
    await db().upgradeDecision.deleteMany();
    await db().reviewDisposition.deleteMany({ where: { id: { notIn: FIRST_LIST } } });
    await db().reviewDisposition.updateMany({ data: { retiredAt: null } });
  });

  it("offers the first list in both languages, in order", async () => {
    const list = await listDispositions(db());
    expect(list.map((d) => [d.id, d.disagrees, d.followUp])).toEqual([
      ["agrees", false, false],
      ["disagrees", true, false],
      ["raise_with_provider", true, true],
      ["contact_customer", false, true],
    ]);
    expect(list[3]).toMatchObject({
      labelId: "Nasabah harus dihubungi",
      labelEn: "Customer must be contacted",
    });
  });

  it("lets an admin add, reword and retire a disposition, each step audited", async () => {
    const admin = await makeUser(["admin"]);
    const id = await saveDisposition(db(), asRequester(admin), {
      labelId: "Dokumen palsu",
      labelEn: "Forged document",
      disagrees: false,
      followUp: false,
      position: 9,
    });
    await saveDisposition(db(), asRequester(admin), {
      id,
      labelId: "Dokumen dipalsukan",
      labelEn: "Forged document",
      disagrees: true,
      followUp: true,
      position: 9,
    });
    await setDispositionRetired(db(), asRequester(admin), id, true);
    expect((await listDispositions(db())).map((d) => d.id)).not.toContain(id);
    expect(await listDispositions(db(), { withRetired: true })).toContainEqual(
      expect.objectContaining({
        id,
        labelId: "Dokumen dipalsukan",
        disagrees: true,
        followUp: true,
        retired: true,
      }),
    );
    const saves = await auditOf("inbox.disposition_save");
    expect(saves.map((e) => [e.targetId, JSON.parse(e.detail ?? "{}").created])).toEqual([
      [id, true],
      [id, false],
    ]);
    expect((await auditOf("inbox.disposition_retire"))[0]).toMatchObject({ targetId: id });
  });

  it("records the disposition with the review, refuses one not offered, and lets it be changed", async () => {
    const reviewer = await makeUser(["compliance"]);
    const admin = await makeUser(["admin"]);
    const by = asRequester(reviewer);
    const decision = await newDecision();
    await setDispositionRetired(db(), asRequester(admin), "contact_customer", true);

    for (const dispositionId of ["contact_customer", "no-such-one"]) {
      await expect(
        markReviewed(db(), by, decision.id, { note: "checked", dispositionId }),
      ).rejects.toMatchObject({
        code: "inbox_disposition_unknown",
      });
    }
    await markReviewed(db(), by, decision.id, { note: "checked", dispositionId: "agrees" });
    const review = (await auditOf("inbox.review"))[0];
    expect(JSON.parse(review?.detail ?? "{}")).toEqual({ disposition: "agrees" });

    await changeDisposition(db(), by, decision.id, "raise_with_provider");
    expect(JSON.parse((await auditOf("inbox.disposition_change"))[0]?.detail ?? "{}")).toEqual({
      from: "agrees",
      to: "raise_with_provider",
    });
    const count = async (disposition: string) =>
      (await listDecisions(db(), inboxFilterSchema.parse({ disposition }), reviewer.id, "Asia/Jakarta")).total
        .count;
    expect([await count("raise_with_provider"), await count("disagreeing"), await count("agrees")]).toEqual([
      1, 1, 0,
    ]);

    const csv = await writeDecisionsCsv(db(), inboxFilterSchema.parse({ disposition: "disagreeing" }), {
      id: reviewer.id,
      timeZone: "Asia/Jakarta",
      locale: "en",
    });
    const [header, row] = csv.csv
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(header?.split(",")).toContain('"Disposition"');
    expect(row).toContain('"Disagrees, raise with the provider"');

    await reopenDecision(db(), by, decision.id, undefined);
    expect([await count("any"), await count("none")]).toEqual([0, 1]);
  });

  it("takes a review without a note only when its disposition agrees with the provider", async () => {
    const reviewer = await makeUser(["compliance"]);
    const by = asRequester(reviewer);
    for (const dispositionId of ["disagrees", "raise_with_provider", "contact_customer"]) {
      const refused = await newDecision();
      await expect(markReviewed(db(), by, refused.id, { note: "", dispositionId })).rejects.toMatchObject({
        code: "inbox_note_required",
      });
      expect(await db().upgradeDecision.findUnique({ where: { id: refused.id } })).toMatchObject({
        reviewState: "new",
        dispositionId: null,
      });
    }

    const agreed = await newDecision();
    await markReviewed(db(), by, agreed.id, { note: "", dispositionId: "agrees" });
    expect(await db().upgradeDecision.findUnique({ where: { id: agreed.id } })).toMatchObject({
      reviewState: "reviewed",
      reviewNote: null,
      dispositionId: "agrees",
    });
    // Without a note it may not become a review that needs one; with a note it may.
    await expect(changeDisposition(db(), by, agreed.id, "contact_customer")).rejects.toMatchObject({
      code: "inbox_disposition_needs_note",
    });
    const noted = await newDecision();
    await markReviewed(db(), by, noted.id, { note: "Selfie checked", dispositionId: "agrees" });
    await changeDisposition(db(), by, noted.id, "contact_customer");
    expect(await db().upgradeDecision.findUnique({ where: { id: noted.id } })).toMatchObject({
      dispositionId: "contact_customer",
    });
  });
});
