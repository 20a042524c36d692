"use server";
import { defineAction } from "@/lib/safe-action";
import { previewLedger, rememberedMapping } from "./ledger";
import { cancelRun, deleteRun, retryProviderErrors } from "./manage-run";
import { listRunRows, listRuns, runSummary } from "./runs";
import {
  ledgerFileName,
  listRunsSchema,
  pasteRunSchema,
  previewLedgerSchema,
  runIdSchema,
  runRowsSchema,
  startLedgerRunSchema,
} from "./schemas";
import { startLedgerRun, startPasteRun } from "./start-run";
import { runViewer } from "./viewer";

export const pasteRunAction = defineAction({
  name: "reconcile.paste",
  permission: "reconcile.check",
  input: pasteRunSchema,
  run: (input, { db, ...by }) => startPasteRun(db, by, input),
});

export const previewLedgerAction = defineAction({
  name: "reconcile.preview",
  permission: "reconcile.ledger",
  input: previewLedgerSchema,
  async run({ file, sheet, ...columns }) {
    const { identifier } = columns;
    const mapping = identifier === null ? undefined : { ...columns, identifier };
    return previewLedger(
      new Uint8Array(await file.arrayBuffer()),
      ledgerFileName(file),
      mapping,
      sheet ?? undefined,
    );
  },
});

export const startLedgerRunAction = defineAction({
  name: "reconcile.start",
  permission: "reconcile.ledger",
  input: startLedgerRunSchema,
  async run({ file, sheet, ...mapping }, { db, ...by }) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    return startLedgerRun(db, by, { file: bytes, fileName: ledgerFileName(file), mapping, sheet });
  },
});

export const cancelRunAction = defineAction({
  name: "reconcile.cancel",
  permission: "reconcile.check",
  input: runIdSchema,
  async run({ id }, { db, ...by }) {
    await cancelRun(db, by, id);
    return null;
  },
});

export const retryErrorsAction = defineAction({
  name: "reconcile.retryErrors",
  permission: "reconcile.check",
  input: runIdSchema,
  run: ({ id }, { db, ...by }) => retryProviderErrors(db, by, id),
});

export const deleteRunAction = defineAction({
  name: "reconcile.delete",
  permission: "reconcile.check",
  input: runIdSchema,
  async run({ id }, { db, ...by }) {
    await deleteRun(db, by, id);
    return null;
  },
});

export const listRunsAction = defineAction({
  name: "reconcile.list",
  permission: "reconcile.check",
  input: listRunsSchema,
  run: ({ page }, { db, user }) => listRuns(db, runViewer(user), page),
});

export const runRowsAction = defineAction({
  name: "reconcile.rows",
  permission: "reconcile.check",
  input: runRowsSchema,
  run: (input, { db, user }) => listRunRows(db, runViewer(user), input),
});

export const runSummaryAction = defineAction({
  name: "reconcile.summary",
  permission: "reconcile.check",
  input: runIdSchema,
  run: ({ id }, { db, user }) => runSummary(db, runViewer(user), id),
});

/** The ledger columns the person mapped last, offered on their next upload (null before their first). */
export const rememberedMappingAction = defineAction({
  name: "reconcile.mapping",
  permission: "reconcile.ledger",
  run: (_input, { db, user }) => rememberedMapping(db, user.id),
});
