import { beforeEach, describe, expect, it } from "vitest";
import { type Db, db } from "@/lib/db/client";
import { CUSTOMER_TARGET } from "@/lib/inbox/customer";
import { searchColumns } from "@/lib/inbox/decision-lists";
import { DECISION_TARGET } from "@/lib/inbox/detail";
import { makeUser, resetDb } from "@/test/db";
import { audit } from "./audit";
import { queryAudit } from "./query";
import { auditFilterSchema } from "./schemas";

async function newDecision(reference: string) {
  return db().upgradeDecision.create({
    data: {
      originalReferenceNo: reference,
      fingerprint: reference,
      status: "approved",
      custId: `cust-${reference}`,
      notificationType: "upgrade",
      shape: "documented",
      piiSealed: "unused",
      rejectReasons: "[]",
      ...searchColumns({ originalReferenceNo: reference, custId: `cust-${reference}` }),
    },
  });
}

/** The client, counting the queries made to name targets. */
function counting(): { client: Db; queries: string[] } {
  const queries: string[] = [];
  const spy = (model: "user" | "upgradeDecision") =>
    new Proxy(db()[model], {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== "findMany" || typeof value !== "function") return value;
        return (...args: unknown[]) => {
          queries.push(model);
          return value.apply(target, args);
        };
      },
    });
  const users = spy("user");
  const decisions = spy("upgradeDecision");
  const client = new Proxy(db(), {
    get(target, property, receiver) {
      if (property === "user") return users;
      if (property === "upgradeDecision") return decisions;
      return Reflect.get(target, property, receiver);
    },
  });
  return { client, queries };
}

const everything = auditFilterSchema.parse({});

describe("the audit log's targets", () => {
  beforeEach(() => resetDb());

  it("are named by a decision's reference and a user's email, in one query per kind for the whole page", async () => {
    const admin = await makeUser(["admin"]);
    const ayu = await makeUser(["agent"]);
    const budi = await makeUser(["manager"]);
    const first = await newDecision("UPG-2026-0001");
    const second = await newDecision("UPG-2026-0002");
    const actor = { id: admin.id, email: admin.email };
    for (const target of [
      { type: DECISION_TARGET, id: first.id },
      { type: DECISION_TARGET, id: second.id },
      { type: DECISION_TARGET, id: first.id },
      { type: "user", id: ayu.id },
      { type: "user", id: budi.id },
      { type: "user", id: "deleted-user" },
      { type: "export", id: "job-1" },
    ]) {
      await audit(db(), { user: actor, ip: null }, { action: "user.update", target, outcome: "success" });
    }

    const { client, queries } = counting();
    const { names } = await queryAudit(client, everything, "Asia/Jakarta", { decisions: true, users: true });
    expect(queries.sort()).toEqual(["upgradeDecision", "user"]);
    expect(Object.fromEntries(names)).toEqual({
      [`${DECISION_TARGET}:${first.id}`]: { name: "UPG-2026-0001", href: `/inbox/${first.id}` },
      [`${DECISION_TARGET}:${second.id}`]: { name: "UPG-2026-0002", href: `/inbox/${second.id}` },
      [`user:${ayu.id}`]: { name: ayu.email, href: `/settings/users/${ayu.id}` },
      [`user:${budi.id}`]: { name: budi.email, href: `/settings/users/${budi.id}` },
    });
  });

  it("name a customer by their custId, linked to the customer's page, without a query", async () => {
    const admin = await makeUser(["admin"]);
    const actor = { id: admin.id, email: admin.email };
    for (const id of ["user-0042", "cust/with space", ".."]) {
      await audit(
        db(),
        { user: actor, ip: null },
        { action: "inbox.view_customer", target: { type: CUSTOMER_TARGET, id }, outcome: "success" },
      );
    }

    const { client, queries } = counting();
    const { names } = await queryAudit(client, everything, "Asia/Jakarta", { decisions: true, users: true });
    expect(queries).toEqual([]);
    // ".." has no page of its own (an address cannot carry it as a segment), so it stays unnamed.
    expect(Object.fromEntries(names)).toEqual({
      [`${CUSTOMER_TARGET}:user-0042`]: { name: "user-0042", href: "/inbox/customers/user-0042" },
      [`${CUSTOMER_TARGET}:cust/with space`]: {
        name: "cust/with space",
        href: "/inbox/customers/cust%2Fwith%20space",
      },
    });
    const hidden = await queryAudit(db(), everything, "Asia/Jakarta", { decisions: false, users: true });
    expect(hidden.names.size).toBe(0);
  });

  it("are named only where the reader may open them, and asked for only then", async () => {
    const admin = await makeUser(["admin"]);
    const decision = await newDecision("UPG-2026-0003");
    const actor = { id: admin.id, email: admin.email };
    await audit(
      db(),
      { user: actor, ip: null },
      { action: "inbox.review", target: { type: DECISION_TARGET, id: decision.id }, outcome: "success" },
    );
    await audit(
      db(),
      { user: actor, ip: null },
      { action: "user.update", target: { type: "user", id: admin.id }, outcome: "success" },
    );

    const { client, queries } = counting();
    const { names } = await queryAudit(client, everything, "Asia/Jakarta", { decisions: false, users: true });
    expect(queries).toEqual(["user"]);
    expect([...names.keys()]).toEqual([`user:${admin.id}`]);
  });
});
