import { beforeEach, describe, expect, it } from "vitest";
import type { Requester } from "@/lib/audit/requester";
import { db } from "@/lib/db/client";
import { makeUser, resetDb } from "@/test/db";
import { type ColumnMapping, columnMappingSchema } from "../schemas";
import { rememberedMapping, rememberMapping } from "./remembered-mapping";

async function manager(): Promise<Requester> {
  const user = await makeUser(["manager"]);
  return { user: { id: user.id, email: user.email }, ip: "203.0.113.7" };
}

const MAPPING: ColumnMapping = {
  identifier: "ID Transaksi",
  identifierKind: null,
  amount: "Jumlah",
  amountFormat: "id",
  status: "Status",
  date: "Tanggal",
  reference: null,
};

describe("the remembered ledger mapping", () => {
  beforeEach(() => resetDb());

  it("is each person's own, the last one saved, and not an audited change", async () => {
    const [first, second] = [await manager(), await manager()];
    expect(await rememberedMapping(db(), first.user.id)).toBeNull();
    await rememberMapping(db(), first, MAPPING);
    await rememberMapping(db(), first, { ...MAPPING, amountFormat: "en", reference: "Ref" });
    await rememberMapping(db(), second, { ...MAPPING, identifier: "Kode" });
    expect(await rememberedMapping(db(), first.user.id)).toEqual({
      ...MAPPING,
      amountFormat: "en",
      reference: "Ref",
    });
    expect((await rememberedMapping(db(), second.user.id))?.identifier).toBe("Kode");
    expect(await db().auditEvent.count()).toBe(0);
  });

  it("forgets a stored mapping this version cannot read instead of offering it", async () => {
    const person = await manager();
    await db().reconcileMapping.create({ data: { userId: person.user.id, mapping: '{"identifier":""}' } });
    expect(await rememberedMapping(db(), person.user.id)).toBeNull();
    await db().reconcileMapping.update({ where: { userId: person.user.id }, data: { mapping: "not json" } });
    expect(await rememberedMapping(db(), person.user.id)).toBeNull();
  });

  it("is gone with the person", async () => {
    const person = await manager();
    await rememberMapping(db(), person, MAPPING);
    await db().user.delete({ where: { id: person.user.id } });
    expect(await db().reconcileMapping.count()).toBe(0);
  });
});

describe("the column mapping schema", () => {
  it("trims names, refuses an empty or over-long one, and an unknown amount format", () => {
    expect(columnMappingSchema.parse({ ...MAPPING, identifier: "  ID  " }).identifier).toBe("ID");
    const issues = (input: unknown) =>
      columnMappingSchema
        .safeParse(input)
        .error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues({ ...MAPPING, identifier: " " })).toEqual([["identifier", "reconcile_column_required"]]);
    expect(issues({ ...MAPPING, status: "S".repeat(201) })).toEqual([
      ["status", "reconcile_column_too_long"],
    ]);
    expect(issues({ ...MAPPING, amountFormat: "fr" })).toEqual([["amountFormat", "invalid_choice"]]);
  });
});
