import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { selectColumns, toExportRow } from "@/lib/exports/columns";
import { historyPages } from "@/lib/exports/history-source";
import { createWriter } from "@/lib/exports/writers";
import { columnHeaders } from "@/lib/exports/headers";
import { createProviderClient } from "@/lib/provider/client";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { startSandbox, TOKEN_PATH } from "@/sandbox/server";
import type { HistoryEntry } from "@/lib/provider/schemas/history";

const N = Number(process.env.N ?? 10000);
const REP = Number(process.env.REP ?? 5);
const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
const client = createProviderClient(
  { statusBaseUrl: sandbox.url, historyBaseUrl: sandbox.url, tokenUrl: `${sandbox.url}${TOKEN_PATH}`,
    clientId: sandbox.config.clientId, clientSecret: sandbox.config.clientSecret },
  { tokenStore: new MemoryTokenStore() },
);
const all: HistoryEntry[] = [];
for await (const entries of historyPages(client, "user-huge", { pageSize: 100 })) {
  all.push(...entries);
  if (all.length >= N) break;
}
await sandbox.close();
const columns = selectColumns(["seq","time","type","amount","status","description","msgId","qr.merchantName","bill.description"]);
const time = async (label: string, fn: () => Promise<unknown> | unknown) => {
  const t = performance.now(); for (let i = 0; i < REP; i++) await fn();
  console.log(label.padEnd(14), ((performance.now() - t) / REP / N * 1000).toFixed(1), "µs/entry");
};
await time("toExportRow", () => all.map(toExportRow));
const rows = all.map(toExportRow);
await time("cells", () => rows.map((r) => columns.map((c) => c.value(r))));
const cells = rows.map((r) => columns.map((c) => c.value(r)));
for (const format of (process.env.FORMATS ?? "csv,xlsx,jsonl").split(",") as ("csv")[]) {
  await time(`write ${format}`, async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "h9-")), `x.${format}`);
    const w = await createWriter(format, { path: file, columns, headers: columnHeaders("en", "Asia/Jakarta"), timeZone: "Asia/Jakarta", bom: false });
    for (let i = 0; i < cells.length; i++) { await w.write(cells[i]!); if (i % 100 === 99) await new Promise(setImmediate); }
    await w.close();
  });
}
