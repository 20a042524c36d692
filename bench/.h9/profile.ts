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

const N = Number(process.env.N ?? 20000);
const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
const client = createProviderClient(
  { statusBaseUrl: sandbox.url, historyBaseUrl: sandbox.url, tokenUrl: `${sandbox.url}${TOKEN_PATH}`,
    clientId: sandbox.config.clientId, clientSecret: sandbox.config.clientSecret },
  { tokenStore: new MemoryTokenStore() },
);
const all: HistoryEntry[] = [];
let t = performance.now();
for await (const entries of historyPages(client, "user-huge", { pageSize: 100 })) {
  all.push(...entries);
  if (all.length >= N) break;
}
console.log("paging", N, (performance.now() - t).toFixed(0), "ms");
const columns = selectColumns(["seq","time","type","amount","status","description","msgId","qr.merchantName","bill.description"]);
t = performance.now();
const rows = all.map(toExportRow);
console.log("toExportRow", (performance.now() - t).toFixed(0), "ms");
t = performance.now();
const cells = rows.map((r) => columns.map((c) => c.value(r)));
console.log("cells", (performance.now() - t).toFixed(0), "ms");
for (const format of ["csv", "xlsx", "jsonl"] as const) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "h9-")), `x.${format}`);
  const w = await createWriter(format, { path: file, columns, headers: columnHeaders("en", "Asia/Jakarta"), timeZone: "Asia/Jakarta", bom: false });
  t = performance.now();
  for (const c of cells) await w.write(c);
  const size = await w.close();
  console.log("write", format, (performance.now() - t).toFixed(0), "ms", size);
}
await sandbox.close();
