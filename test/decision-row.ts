import { reasonListKey, searchColumns } from "@/lib/inbox/decision-lists";

/**
 * A decision's row as the receiver stores one (its search columns filled, nothing sealed worth reading), for
 * tests that write many at once with `createMany`; reasons as rows are the test's to write.
 */
export function storedDecisionRow(decision: {
  reference: string;
  custId: string;
  status: string;
  receivedAt: Date;
  rejectReasons?: readonly string[];
}) {
  return {
    originalReferenceNo: decision.reference,
    fingerprint: `f-${decision.reference}`,
    status: decision.status,
    custId: decision.custId,
    ...searchColumns({ originalReferenceNo: decision.reference, custId: decision.custId }),
    notificationType: "upgrade",
    shape: "documented",
    piiSealed: "unused",
    rejectReasons: reasonListKey(decision.rejectReasons ?? []),
    receivedAt: decision.receivedAt,
  };
}
