"use server";
import { revalidatePath } from "next/cache";
import { keyring } from "@/lib/crypto/keys";
import { defineAction } from "@/lib/safe-action";
import { bulkAct } from "./bulk";
import { saveDisposition, setDispositionRetired } from "./dispositions";
import { updateImageHosts } from "./image-hosts";
import { nextUnreviewed } from "./next-unreviewed";
import { addDecisionNote, editDecisionNote } from "./notes";
import { updateOverdueAfterHours } from "./overdue";
import { revealMaidenName, revealRawBody } from "./reveal";
import {
  assignDecision,
  changeDisposition,
  claimDecision,
  markReviewed,
  releaseDecision,
  reopenDecision,
} from "./review";
import {
  addNoteSchema,
  assignSchema,
  bulkActionSchema,
  decisionIdSchema,
  dispositionChangeSchema,
  dispositionFormSchema,
  editNoteSchema,
  imageHostsFormSchema,
  nextUnreviewedSchema,
  overdueSettingsSchema,
  rawBodySchema,
  reopenSchema,
  retireDispositionSchema,
  reviewSchema,
} from "./schemas";

function refresh(id: string) {
  revalidatePath("/inbox");
  revalidatePath(`/inbox/${id}`);
}

export const claimDecisionAction = defineAction({
  name: "inbox.claim",
  permission: "inbox.review",
  input: decisionIdSchema,
  async run({ id }, { db, ...by }) {
    await claimDecision(db, by, id);
    refresh(id);
    return null;
  },
});

export const assignDecisionAction = defineAction({
  name: "inbox.assign",
  permission: "inbox.review",
  input: assignSchema,
  async run({ id, assigneeId }, { db, ...by }) {
    await assignDecision(db, by, id, assigneeId);
    refresh(id);
    return null;
  },
});

export const releaseDecisionAction = defineAction({
  name: "inbox.release",
  permission: "inbox.review",
  input: decisionIdSchema,
  async run({ id }, { db, ...by }) {
    await releaseDecision(db, by, id);
    refresh(id);
    return null;
  },
});

export const markReviewedAction = defineAction({
  name: "inbox.review",
  permission: "inbox.review",
  input: reviewSchema,
  async run({ id, note, dispositionId }, { db, ...by }) {
    await markReviewed(db, by, id, { note, dispositionId });
    refresh(id);
    return null;
  },
});

export const reopenDecisionAction = defineAction({
  name: "inbox.reopen",
  permission: "inbox.review",
  input: reopenSchema,
  async run({ id, note }, { db, ...by }) {
    await reopenDecision(db, by, id, note);
    refresh(id);
    return null;
  },
});

/** Claims, assigns or marks reviewed the decisions ticked, or all that match the filter; answers who was refused. */
export const bulkActAction = defineAction({
  name: "inbox.bulk",
  permission: "inbox.review",
  input: bulkActionSchema,
  async run(input, { db, ...by }) {
    const outcome = await bulkAct(db, by, input, { timeZone: by.user.timeZone });
    revalidatePath("/inbox");
    return outcome;
  },
});

/** One click shows the mother's maiden name to a compliance reviewer. */
export const revealMaidenNameAction = defineAction({
  name: "inbox.reveal",
  permission: "inbox.reveal",
  input: decisionIdSchema,
  run: ({ id }, { db, ...by }) => revealMaidenName(db, by, id, keyring()),
});

/** One click shows a raw body that could not be masked, as received, to a compliance reviewer. */
export const revealRawBodyAction = defineAction({
  name: "inbox.reveal_raw",
  permission: "inbox.reveal",
  input: rawBodySchema,
  run: (input, { db, ...by }) => revealRawBody(db, by, input, keyring()),
});

export const nextUnreviewedAction = defineAction({
  name: "inbox.nextUnreviewed",
  permission: "inbox.review",
  input: nextUnreviewedSchema,
  async run(input, { user, db }) {
    return nextUnreviewed(db, user, input);
  },
});

export const saveOverdueAction = defineAction({
  name: "inbox.saveOverdue",
  permission: "settings.provider",
  input: overdueSettingsSchema,
  async run({ overdueAfterHours }, { db, ...by }) {
    await updateOverdueAfterHours(db, by, overdueAfterHours);
    revalidatePath("/inbox", "layout");
    return null;
  },
});

export const saveImageHostsAction = defineAction({
  name: "inbox.saveImageHosts",
  permission: "settings.provider",
  input: imageHostsFormSchema,
  async run({ hosts }, { db, ...by }) {
    await updateImageHosts(db, by, hosts);
    revalidatePath("/inbox/settings");
    return null;
  },
});

export const changeDispositionAction = defineAction({
  name: "inbox.changeDisposition",
  permission: "inbox.review",
  input: dispositionChangeSchema,
  async run({ id, dispositionId }, { db, ...by }) {
    await changeDisposition(db, by, id, dispositionId);
    refresh(id);
    return null;
  },
});

export const saveDispositionAction = defineAction({
  name: "inbox.saveDisposition",
  permission: "inbox.dispositions",
  input: dispositionFormSchema,
  async run(input, { db, ...by }) {
    await saveDisposition(db, by, input);
    revalidatePath("/inbox/settings");
    return null;
  },
});

export const retireDispositionAction = defineAction({
  name: "inbox.retireDisposition",
  permission: "inbox.dispositions",
  input: retireDispositionSchema,
  async run({ id, retired }, { db, ...by }) {
    await setDispositionRetired(db, by, id, retired === "1");
    revalidatePath("/inbox/settings");
    return null;
  },
});

// A thread note shows on its decision's page and on its customer's page (a dynamic route: every one of them).
function refreshNotes(decisionId: string) {
  revalidatePath(`/inbox/${decisionId}`);
  revalidatePath("/inbox/customers/[custId]", "page");
}

export const addDecisionNoteAction = defineAction({
  name: "inbox.addNote",
  permission: "inbox.review",
  input: addNoteSchema,
  async run(input, { db, ...by }) {
    const note = await addDecisionNote(db, by, input);
    refreshNotes(note.decisionId);
    return { id: note.id };
  },
});

export const editDecisionNoteAction = defineAction({
  name: "inbox.editNote",
  permission: "inbox.review",
  input: editNoteSchema,
  async run(input, { db, ...by }) {
    const note = await editDecisionNote(db, by, input);
    refreshNotes(note.decisionId);
    return { id: note.id };
  },
});
