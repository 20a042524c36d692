import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db, DbTx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { searchSpelling } from "./decision-lists";
import { DECISION_TARGET } from "./detail";

/** A note in a decision's thread, with its author as people are shown: name and email. */
export interface DecisionNote {
  id: string;
  decisionId: string;
  authorId: string | null;
  author: { name: string; email: string } | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
}

const NOTE_SELECT = {
  id: true,
  decisionId: true,
  authorId: true,
  author: { select: { name: true, email: true } },
  body: true,
  createdAt: true,
  editedAt: true,
} as const;

// Between two notes in `notesSearch`: a search (one line) never matches across the end of one note.
const NOTE_SEPARATOR = "\n";

/** The text the inbox search reads for a decision's notes, in its search spelling, oldest note first. */
export const notesSearchOf = (bodies: readonly string[]): string =>
  bodies.map((body) => searchSpelling(body)).join(NOTE_SEPARATOR);

/**
 * Marks the decision changed as the transaction's first write, which holds its row (PostgreSQL) or the write
 * lock (SQLite) until the commit: two notes written at once on one decision rewrite its `notesSearch` one after
 * the other, the second reading the first's note. false: there is no such decision.
 */
async function lockDecision(tx: DbTx, decisionId: string, now: Date): Promise<boolean> {
  const touched = await tx.upgradeDecision.updateMany({
    where: { id: decisionId },
    data: { updatedAt: now },
  });
  return touched.count === 1;
}

/** Rewrites a decision's `notesSearch` from its notes as they now are, in the transaction that changed them. */
async function rewriteNotesSearch(tx: DbTx, decisionId: string): Promise<void> {
  const notes = await tx.decisionNote.findMany({
    where: { decisionId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { body: true },
  });
  await tx.upgradeDecision.update({
    where: { id: decisionId },
    data: { notesSearch: notesSearchOf(notes.map((note) => note.body)) },
  });
}

/** A decision's thread, oldest first (a conversation reads down). */
export async function listDecisionNotes(db: Db, decisionId: string): Promise<DecisionNote[]> {
  return db.decisionNote.findMany({
    where: { decisionId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: NOTE_SELECT,
  });
}

/**
 * Adds a note to a decision's thread. Like the review's note it is review content: the audit entry records
 * that a note was written and which, not what it says.
 */
export async function addDecisionNote(
  db: Db,
  by: Requester,
  { decisionId, body }: { decisionId: string; body: string },
  now = new Date(),
): Promise<DecisionNote> {
  return db.$transaction(async (tx) => {
    if (!(await lockDecision(tx, decisionId, now))) throw new AppError("inbox_not_found");
    const note = await tx.decisionNote.create({
      data: { decisionId, authorId: by.user.id, body, createdAt: now },
      select: NOTE_SELECT,
    });
    await rewriteNotesSearch(tx, decisionId);
    await audit(tx, by, {
      action: "inbox.note_add",
      target: { type: DECISION_TARGET, id: decisionId },
      outcome: "success",
      detail: { noteId: note.id },
    });
    return note;
  });
}

/**
 * Rewrites one's own note. The earlier text is kept as a revision, written with the edit, and the audit entry
 * names that revision: nothing written is lost, and the thread shows the note as edited.
 */
export async function editDecisionNote(
  db: Db,
  by: Requester,
  { id, body }: { id: string; body: string },
  now = new Date(),
): Promise<DecisionNote> {
  return db.$transaction(async (tx) => {
    const current = await tx.decisionNote.findUnique({
      where: { id },
      select: { authorId: true, body: true, decisionId: true },
    });
    if (!current) throw new AppError("inbox_note_not_found");
    if (current.authorId !== by.user.id) throw new AppError("inbox_note_not_yours");
    await lockDecision(tx, current.decisionId, now);
    // Only if the text is still what was read: a second edit meanwhile would otherwise lose its revision.
    const changed = await tx.decisionNote.updateMany({
      where: { id, authorId: by.user.id, body: current.body },
      data: { body, editedAt: now },
    });
    if (changed.count !== 1) throw new AppError("inbox_changed_meanwhile");
    await rewriteNotesSearch(tx, current.decisionId);
    const revision = await tx.decisionNoteRevision.create({
      data: { noteId: id, body: current.body, replacedAt: now },
      select: { id: true },
    });
    await audit(tx, by, {
      action: "inbox.note_edit",
      target: { type: DECISION_TARGET, id: current.decisionId },
      outcome: "success",
      detail: { noteId: id, revisionId: revision.id },
    });
    return tx.decisionNote.findUniqueOrThrow({ where: { id }, select: NOTE_SELECT });
  });
}

/** The earlier texts of a note, newest first. */
export async function listNoteRevisions(db: Db, noteId: string) {
  return db.decisionNoteRevision.findMany({
    where: { noteId },
    orderBy: [{ replacedAt: "desc" }, { id: "desc" }],
    select: { id: true, body: true, replacedAt: true },
  });
}
