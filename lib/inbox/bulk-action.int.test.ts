import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { signInAs } from "@/test/signed-in";
import { bulkActAction } from "./actions";
import { searchColumns } from "./decision-lists";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

async function assignedTo(assigneeId: string, reference: string) {
  return db().upgradeDecision.create({
    data: {
      originalReferenceNo: reference,
      fingerprint: "f",
      status: "rejected",
      custId: "cust-1",
      ...searchColumns({ originalReferenceNo: reference, custId: "cust-1" }),
      notificationType: "upgrade",
      shape: "documented",
      piiSealed: "unused",
      rejectReasons: "[]",
      receivedAt: new Date("2026-11-20T08:00:00Z"),
      reviewState: "in_review",
      assigneeId,
    },
  });
}

const reviewAllMine = {
  selection: { kind: "filter", filter: { assignee: "me" } },
  operation: { kind: "review", dispositionId: "agrees" },
} as const;

describe("the bulk action", () => {
  beforeEach(() => resetDb());

  it("reviews what the filter matches for the person signed in, never for someone the request names", async () => {
    const reviewer = await makeUser(["compliance"]);
    const colleague = await makeUser(["compliance"]);
    await assignedTo(reviewer.id, "UPG-MINE");
    await assignedTo(colleague.id, "UPG-THEIRS");
    signInAs({ ...reviewer, roles: ["compliance"] });

    expect(await bulkActAction(null, reviewAllMine)).toEqual({ ok: true, data: { done: 1, refused: [] } });
    expect(
      await db().upgradeDecision.findMany({
        where: { reviewState: "reviewed" },
        select: { originalReferenceNo: true, reviewedById: true },
      }),
    ).toEqual([{ originalReferenceNo: "UPG-MINE", reviewedById: reviewer.id }]);
  });

  it("refuses every role that may not review, changing nothing", async () => {
    const reviewer = await makeUser(["compliance"]);
    await assignedTo(reviewer.id, "UPG-MINE");
    for (const role of ["agent", "manager"] satisfies Role[]) {
      signInAs({ ...reviewer, roles: [role] });
      expect(await bulkActAction(null, reviewAllMine)).toEqual({ ok: false, error: "forbidden" });
    }
    expect(await db().upgradeDecision.count({ where: { reviewState: "reviewed" } })).toBe(0);
  });
});
