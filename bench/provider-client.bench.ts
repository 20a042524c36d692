// 4.1 and 4.2 through the provider client vs the same signed requests sent by hand, against the sandbox in the
// same run; and how many tokens 50 concurrent callers on two app instances make the provider issue.
import { rmSync } from "node:fs";
import { keyringOf } from "@/lib/crypto/secret-box";
import { createDb } from "@/lib/db/client";
import { migrate } from "@/lib/db/migrate";
import { createProviderClient } from "@/lib/provider/client";
import { createSigner } from "@/lib/provider/signature";
import { MemoryTokenStore } from "@/lib/provider/token-store-memory";
import { createDbTokenStore } from "@/lib/provider-connection/token-store-db";
import { HISTORY_PATH, STATUS_PATH, startSandbox, TOKEN_PATH } from "@/sandbox/server";
import { readState, resetSandbox } from "@/sandbox/testing";
import { report } from "./server";
import { percentiles } from "./stats";

const ROUNDS = 400;
const sandbox = await startSandbox({ host: "127.0.0.1", port: 0 });
const config = {
  statusBaseUrl: sandbox.url,
  historyBaseUrl: sandbox.url,
  tokenUrl: `${sandbox.url}${TOKEN_PATH}`,
  clientId: sandbox.config.clientId,
  clientSecret: sandbox.config.clientSecret,
};

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

try {
  const store = new MemoryTokenStore();
  const client = createProviderClient(config, { tokenStore: store });
  await client.getHistory({ userId: "user-demo", seqId: 0, limit: 20 });
  const token = (await store.get())?.token ?? "";
  const signer = createSigner("hmac-sha256-v1", { clientSecret: config.clientSecret });

  // The same request the client sends, built by hand: signing included, no retries, breaker, parsing or store.
  async function direct(method: "GET" | "POST", pathWithQuery: string, body: string, timeHeader: string) {
    const requestTime = String(Date.now());
    const response = await fetch(`${sandbox.url}${pathWithQuery}`, {
      method,
      body: method === "POST" ? body : undefined,
      headers: {
        "Content-Type": "application/json",
        [timeHeader]: requestTime,
        Authorization: `Bearer ${token}`,
        "Client-Id": config.clientId,
        Signature: signer.sign({ method, pathWithQuery, accessToken: token, requestTime, body }),
      },
    });
    if (!response.ok) throw new Error(`direct call answered ${response.status}`);
    await response.json();
  }

  const samples = {
    statusClient: [] as number[],
    statusDirect: [] as number[],
    historyClient: [] as number[],
    historyDirect: [] as number[],
  };
  const requestId = "00000000-0000-4000-8000-000000000000";
  const statusPath = `${STATUS_PATH}?request_id=${requestId}&type=requestId`;
  // Interleaved, so both sides see the same machine load.
  for (let i = 0; i < ROUNDS; i += 1) {
    samples.statusClient.push(await timed(() => client.getTransactionStatus(requestId, "requestId")));
    samples.statusDirect.push(await timed(() => direct("GET", statusPath, "", "Request-time")));
    const body = JSON.stringify({
      requestId: `${config.clientId}202611220000000${String(i % 10)}`,
      type: "aggregator_transaction_history",
      body: { userId: "user-demo", seqId: 0, limit: 20 },
    });
    samples.historyClient.push(
      await timed(() => client.getHistory({ userId: "user-demo", seqId: 0, limit: 20 })),
    );
    samples.historyDirect.push(await timed(() => direct("POST", HISTORY_PATH, body, "Request-Time")));
  }

  // Two app instances sharing one SQLite database, 50 callers at once on a cold token.
  const file = "data/bench-provider.db";
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  await migrate(`file:./${file}`);
  const db = createDb(`file:./${file}`);
  await resetSandbox(sandbox);
  const key = keyringOf({ version: 1, key: Buffer.alloc(32, 3) });
  const instances = [1, 2].map(() =>
    createProviderClient(config, { tokenStore: createDbTokenStore(db, { key, pollMs: 10 }) }),
  );
  await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      instances[i % 2]?.getHistory({ userId: "user-few", seqId: 0, limit: 3 }),
    ),
  );
  const tokenIssues = (await readState(sandbox)).tokenIssues;
  await db.$disconnect();

  const line = (s: number[]) => {
    const p = percentiles(s);
    return `median ${p.median} ms, p95 ${p.p95} ms (n=${p.n})`;
  };
  await report("provider-client", {
    "4.1 status via client": line(samples.statusClient),
    "4.1 status direct (signed fetch)": line(samples.statusDirect),
    "4.2 history (20 entries) via client": line(samples.historyClient),
    "4.2 history (20 entries) direct": line(samples.historyDirect),
    "token issues for 50 concurrent callers, 2 instances": tokenIssues,
  });
} finally {
  await sandbox.close();
}
