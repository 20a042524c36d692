import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { can, type Role } from "@/lib/auth/roles";
import { keyring } from "@/lib/crypto/keys";
import type { Db } from "@/lib/db/client";
import { AppError, ItemsRefused } from "@/lib/errors";
import { createRun, type IncomingRow } from "./create-run";
import { type PastedIdentifier, parsePastedIdentifiers } from "./ledger/paste";
import { readLedger } from "./ledger/read";
import { rememberMapping } from "./ledger/remembered-mapping";
import { toLedgerRows } from "./ledger/rows";
import { sealRunFile } from "./run-file";
import type { ColumnMapping } from "./schemas";

type Starter = Requester<{ id: string; email: string; roles: readonly Role[] }>;

/** The refused identifiers a refusal names; the rest are counted. */
export const PASTE_REFUSALS_NAMED = 20;
/** What a refusal shows of an identifier: enough to find it in the paste. */
const REFUSED_EXCERPT = 40;

/** An invisible or control character: shown by its code point, so the person sees where it is. */
const INVISIBLE = /\p{C}/gu;
const codePoint = (character: string) =>
  `⟨U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}⟩`;

const excerptOf = (raw: string) => {
  const shown = raw.replace(INVISIBLE, codePoint);
  return shown.length > REFUSED_EXCERPT ? `${shown.slice(0, REFUSED_EXCERPT - 1)}…` : shown;
};

/** Writing 100,000 rows takes longer than an interactive transaction's default five seconds. */
const START_TIMEOUT_MS = 120_000;

/** The pasted identifiers as rows: their place in the paste as row number, kind guessed, repeats as duplicates. */
function* pastedRows(pasted: readonly PastedIdentifier[]): Generator<IncomingRow> {
  for (const { position, identifier, duplicateOf } of pasted) {
    yield {
      rowNumber: position,
      identifier,
      identifierKind: "auto",
      expectedAmountMinor: null,
      expectedStatus: null,
      expectedDate: null,
      partnerReference: null,
      duplicateOf,
    };
  }
}

/** An agent's paste of identifiers, queued as a run of their own; audited with its row count. */
export async function startPasteRun(db: Db, by: Starter, input: { text: string }): Promise<{ id: string }> {
  const { pasted, problems } = parsePastedIdentifiers(input.text);
  // A repeat is a row of its own, in the duplicate bucket; an identifier the lookup would refuse stops the paste,
  // and the refusal names each (its line, its place and why), so the agent corrects those and keeps the rest.
  const refused = problems.filter((problem) => problem.duplicateOf === undefined);
  if (refused.length > 0)
    throw new ItemsRefused(
      "reconcile_paste_invalid",
      refused.slice(0, PASTE_REFUSALS_NAMED).map(({ position, line, raw, code }) => ({
        position,
        line,
        excerpt: excerptOf(raw),
        code,
      })),
      refused.length,
    );
  if (pasted.length === 0) throw new AppError("reconcile_no_rows");
  return db.$transaction(
    async (tx) => {
      const run = await createRun(tx, { ownerId: by.user.id, source: "paste" }, pastedRows(pasted));
      await audit(tx, by, {
        action: "reconcile.start",
        target: { type: "reconcile_run", id: run.id },
        outcome: "success",
        detail: { source: "paste", rows: run.rowCount },
      });
      return { id: run.id };
    },
    { timeout: START_TIMEOUT_MS },
  );
}

/**
 * A manager's ledger, read and validated by the ledger part, then written as a queued run with one row per
 * ledger row and the file sealed beside it. Audited with the file's name, size and row count, never its content.
 */
export async function startLedgerRun(
  db: Db,
  by: Starter,
  input: { file: Uint8Array; fileName: string; mapping: ColumnMapping; sheet?: string | null },
): Promise<{ id: string }> {
  if (!can(by.user.roles, "reconcile.ledger")) throw new AppError("forbidden");
  const table = await readLedger(input.file, input.fileName, { sheet: input.sheet ?? undefined });
  const fileSealed = sealRunFile(input.file, keyring());
  const started = await db.$transaction(
    async (tx) => {
      const run = await createRun(
        tx,
        {
          ownerId: by.user.id,
          source: "ledger",
          fileName: input.fileName,
          fileSize: input.file.byteLength,
          fileSealed,
          mapping: JSON.stringify(input.mapping),
          sheet: table.sheet ?? input.sheet ?? null,
        },
        toLedgerRows(table, input.mapping),
      );
      await audit(tx, by, {
        action: "reconcile.start",
        target: { type: "reconcile_run", id: run.id },
        outcome: "success",
        detail: {
          source: "ledger",
          fileName: input.fileName,
          fileSize: input.file.byteLength,
          rows: run.rowCount,
          settled: run.settled,
        },
      });
      return { id: run.id };
    },
    { timeout: START_TIMEOUT_MS },
  );
  // The columns are offered again on the person's next upload.
  await rememberMapping(db, by, input.mapping);
  return started;
}
