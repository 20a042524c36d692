import { beforeEach, describe, expect, it } from "vitest";
import { receiveUpgradeNotification } from "@/lib/callbacks/receive";
import { callbackStore } from "@/lib/callbacks/store";
import { approvedNotification, CURRENT_TOKEN, delivery } from "@/lib/callbacks/test-helpers";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { addDecisionNote, editDecisionNote, listDecisionNotes, listNoteRevisions } from "./notes";
import { listDecisions } from "./query";
import { addNoteSchema, inboxFilterSchema } from "./schemas";

async function decision(reference: string, custId = "user-0042"): Promise<string> {
  const answer = await receiveUpgradeNotification(delivery(approvedNotification(reference, { custId })), {
    store: callbackStore(),
    key: keyring(),
    loadTokens: async () => [CURRENT_TOKEN],
  });
  expect(answer.status).toBe(200);
  return (await db().upgradeDecision.findFirstOrThrow({ where: { originalReferenceNo: reference } })).id;
}

const entries = (action: string) =>
  db().auditEvent.findMany({ where: { action }, orderBy: [{ at: "asc" }, { id: "asc" }] });

describe("decision notes", () => {
  beforeEach(() => resetDb());

  it("keeps a thread of notes, oldest first, each with its author's name and email, audited", async () => {
    const [first, second] = [await makeUser(["compliance"]), await makeUser(["admin"])];
    const id = await decision("UPG-N1");
    await addDecisionNote(db(), asRequester(first), { decisionId: id, body: "KTP photo is blurred" });
    await addDecisionNote(db(), asRequester(second), {
      decisionId: id,
      body: "Asked the partner for a new one",
    });

    const thread = await listDecisionNotes(db(), id);
    expect(thread.map((note) => [note.body, note.author?.name, note.author?.email, note.editedAt])).toEqual([
      ["KTP photo is blurred", first.name, first.email, null],
      ["Asked the partner for a new one", second.name, second.email, null],
    ]);
    const added = await entries("inbox.note_add");
    expect(added.map((entry) => [entry.actorId, entry.targetId, entry.detail])).toEqual([
      [first.id, id, JSON.stringify({ noteId: thread[0]?.id })],
      [second.id, id, JSON.stringify({ noteId: thread[1]?.id })],
    ]);
    // Review content stays out of the audit log: it says a note was written, not what.
    expect(added.some((entry) => entry.detail?.includes("blurred"))).toBe(false);
  });

  it("edits one's own note, marks it edited and keeps the earlier text, named by the audit entry", async () => {
    const author = await makeUser(["compliance"]);
    const id = await decision("UPG-N2");
    const note = await addDecisionNote(db(), asRequester(author), { decisionId: id, body: "first words" });
    const at = new Date("2026-01-02T03:04:05Z");
    const edited = await editDecisionNote(
      db(),
      asRequester(author),
      { id: note.id, body: "second words" },
      at,
    );
    expect(edited).toMatchObject({ body: "second words", editedAt: at, createdAt: note.createdAt });
    await editDecisionNote(db(), asRequester(author), { id: note.id, body: "third words" });

    const revisions = await listNoteRevisions(db(), note.id);
    expect(revisions.map((revision) => revision.body)).toEqual(["second words", "first words"]);
    const edits = await entries("inbox.note_edit");
    expect(edits.map((entry) => JSON.parse(entry.detail ?? "{}"))).toEqual(
      [...revisions].reverse().map((revision) => ({ noteId: note.id, revisionId: revision.id })),
    );
  });

  it("refuses to edit another person's note, and a note on a decision that does not exist", async () => {
    const [author, other] = [await makeUser(["compliance"]), await makeUser(["compliance"])];
    const id = await decision("UPG-N3");
    const note = await addDecisionNote(db(), asRequester(author), { decisionId: id, body: "mine" });
    await expect(
      editDecisionNote(db(), asRequester(other), { id: note.id, body: "not yours" }),
    ).rejects.toMatchObject({ code: "inbox_note_not_yours" });
    await expect(
      addDecisionNote(db(), asRequester(author), { decisionId: "no-such-decision", body: "x" }),
    ).rejects.toMatchObject({ code: "inbox_not_found" });
    expect((await listDecisionNotes(db(), id)).map((n) => n.body)).toEqual(["mine"]);
    expect(await entries("inbox.note_edit")).toEqual([]);
  });

  it("keeps every note searchable when two are written at once on one decision", async () => {
    const [first, second] = [await makeUser(["compliance"]), await makeUser(["compliance"])];
    const id = await decision("UPG-N4");
    await Promise.all([
      addDecisionNote(db(), asRequester(first), { decisionId: id, body: "alpha note" }),
      addDecisionNote(db(), asRequester(second), { decisionId: id, body: "beta note" }),
    ]);
    const found = async (q: string) =>
      (await listDecisions(db(), inboxFilterSchema.parse({ q }), first.id, "Asia/Jakarta")).total.count;
    expect([await found("alpha"), await found("beta")]).toEqual([1, 1]);
    // A search never matches across the end of one note and the start of the next.
    expect(await found("note alpha")).toBe(0);
    expect(await found("note beta")).toBe(0);
  });

  it("takes a note of 1 to 2000 characters after trimming", () => {
    const parse = (body: string) => addNoteSchema.safeParse({ decisionId: "d", body });
    expect(parse("   ").success).toBe(false);
    expect(parse(" ok ").data?.body).toBe("ok");
    expect(parse("x".repeat(2000)).success).toBe(true);
    expect(parse("x".repeat(2001)).success).toBe(false);
  });

  it("finds decisions by their notes' text in the inbox search, the same on both databases", async () => {
    const viewer = await makeUser(["compliance"]);
    const ids = {
      blurred: await decision("UPG-S1", "cust-1"),
      percent: await decision("UPG-S2", "cust-2"),
      plain: await decision("UPG-S3", "cust-3"),
    };
    await addDecisionNote(db(), asRequester(viewer), { decisionId: ids.blurred, body: "KTP foto BURAM" });
    await addDecisionNote(db(), asRequester(viewer), {
      decisionId: ids.percent,
      body: "50% of the face_hidden",
    });
    const edited = await addDecisionNote(db(), asRequester(viewer), { decisionId: ids.plain, body: "Ñandú" });
    await editDecisionNote(db(), asRequester(viewer), { id: edited.id, body: "selfie ok" });
    const found = async (q: string) =>
      (await listDecisions(db(), inboxFilterSchema.parse({ q }), viewer.id, "Asia/Jakarta")).rows
        .map((row) => row.originalReferenceNo)
        .sort();
    expect(await found("buram")).toEqual(["UPG-S1"]);
    expect(await found("Foto Buram")).toEqual(["UPG-S1"]);
    expect(await found("%")).toEqual(["UPG-S2"]);
    expect(await found("e_h")).toEqual(["UPG-S2"]);
    expect(await found("_")).toEqual(["UPG-S2"]);
    // An edit replaces what is searched: the earlier text is kept, but no longer found.
    expect(await found("ñandú")).toEqual([]);
    expect(await found("SELFIE")).toEqual(["UPG-S3"]);
    // The reference and customer searches still answer as before.
    expect(await found("upg-s")).toEqual(["UPG-S1", "UPG-S2", "UPG-S3"]);
    expect(await found("cust-2")).toEqual(["UPG-S2"]);
  });
});
