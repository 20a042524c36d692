import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { saveProviderCode } from "@/lib/provider-codes/admin";
import { testSandbox } from "@/sandbox/test-sandbox";
import { asRequester, makeUser, resetDb } from "@/test/db";
import { queueExport } from "@/test/export-job";
import { REFUNDED_BILL_STATUS } from "@/test/provider-codes";
import { testClientConfig } from "@/test/sandbox-client";
import { readStoredFile } from "./file-store";
import { claimNext } from "./jobs";
import { runExport } from "./run-job";

const sandbox = testSandbox();
const options = { pageSize: 100, retentionHours: 1, sleep: async () => {} };

describe("provider codes in an export", () => {
  beforeEach(() => resetDb());

  it("writes each code as received and as the page shows it, with the dictionary an admin edited, in the export's language", async () => {
    const admin = await makeUser(["admin"]);
    await saveProviderCode(db(), asRequester(admin), REFUNDED_BILL_STATUS);
    const owner = await makeUser(["manager"]);
    const job = await queueExport(owner.id, {
      fields: { userId: "user-demo", columns: ["seq", "typeLabel", "status", "statusLabel"] },
      maxEntries: 100,
    });
    await db().exportJob.update({ where: { id: job.id }, data: { locale: "id" } });
    const client = createProviderClient(testClientConfig(sandbox()), { tokenStore: new MemoryTokenStore() });
    const claimed = await claimNext(db(), "worker-a");
    expect(await runExport(db(), client, claimed!, "worker-a", options)).toBe("done");

    const bytes = Buffer.from(await new Response(readStoredFile(db(), job.id)).arrayBuffer());
    const [header, ...records] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual(["Seq", "Jenis (label)", "Status", "Status (label)"]);
    const bySeq = new Map(records.map(([seq, ...rest]) => [seq, rest]));
    expect(bySeq.get("311")).toEqual(["Pembayaran tagihan", "2", "Dikembalikan"]);
    expect(bySeq.get("305")).toEqual(["Pembayaran tagihan", "1", "Status 1"]);
    expect(bySeq.get("318")).toEqual(["Pembayaran QRIS", "success", "Berhasil (success)"]);
    expect(bySeq.get("341")).toEqual(["Jenis tidak dikenal: cashback", "", ""]);
  });
});
