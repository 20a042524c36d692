import { CONTEXT as CALLBACK_CONTEXT, decisionFingerprint, openPii } from "@/lib/callbacks/sealed";
import { type Keyring, keysOf } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { IN_ORDER, listTexts } from "@/lib/inbox/decision-lists";
import type { Plan, SealedModel, SealedTable, Written } from "./reseal-table";

// A decision with its lists, which its fingerprint covers.
const WITH_LISTS = { include: { benefits: IN_ORDER, reasons: IN_ORDER } } as const;
type Decision = Awaited<ReturnType<typeof findDecisions>>[number];
const findDecisions = (db: Db, args: Parameters<SealedModel<unknown>["findMany"]>[0]) =>
  db.upgradeDecision.findMany({ ...args, ...WITH_LISTS });

function piiOf(sealed: string, keys: Keyring) {
  try {
    return openPii(sealed, keys);
  } catch {
    return null;
  }
}

/**
 * The fingerprint is keyed like the sealed values: it moves to the current key with them, so that a re-send
 * of this decision is still recognised once the old key is gone.
 */
function planFingerprint(row: Decision, keys: Keyring, plan: Plan): Plan {
  if (plan.data.piiSealed === undefined) return plan;
  const benefits = listTexts(row.benefits);
  const rejectReasons = listTexts(row.reasons);
  const pii = piiOf(row.piiSealed, keys);
  if (!pii) return { ...plan, fingerprintKept: true };
  const content = { ...pii, status: row.status, custId: row.custId, benefits, rejectReasons };
  const [current, ...older] = keysOf(keys).map((key) => decisionFingerprint(content, key));
  if (row.fingerprint === current) return plan;
  if (!older.includes(row.fingerprint)) return { ...plan, fingerprintKept: true };
  return { ...plan, data: { ...plan.data, fingerprint: current } };
}

async function writeKeepingDuplicateFingerprint(
  data: Record<string, unknown>,
  write: (data: Record<string, unknown>) => Promise<Written>,
): Promise<Written> {
  try {
    return await write(data);
  } catch (error) {
    if (!isUniqueViolation(error) || data.fingerprint === undefined) throw error;
    // Another decision of this reference already has the current-key fingerprint (the same content was
    // stored twice, across a rotation): the sealed value still moves, the fingerprint stays.
    const { fingerprint: _kept, ...sealedOnly } = data;
    const result = await write(sealedOnly);
    return result === "written" ? "fingerprintKept" : result;
  }
}

export function decisionsTable(db: Db): SealedTable<Decision> {
  return {
    table: "UpgradeDecision",
    model: {
      findMany: (args) => findDecisions(db, args),
      count: (args) => db.upgradeDecision.count(args),
      findUnique: (args) => db.upgradeDecision.findUnique({ ...args, ...WITH_LISTS }),
      updateMany: (args) => db.upgradeDecision.updateMany(args),
    },
    columns: [{ name: "piiSealed", context: CALLBACK_CONTEXT.pii, required: true }],
    alsoUnchanged: ["fingerprint"],
    unreadable: "report",
    plan: planFingerprint,
    write: writeKeepingDuplicateFingerprint,
  };
}
