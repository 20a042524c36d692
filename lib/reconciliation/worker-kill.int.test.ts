import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { makeUser, resetDb } from "@/test/db";
import { ASKED_AT_ONCE } from "./job/run-batch";
import { startPasteRun } from "./start-run";
import { BATCHES_AT_ONCE } from "./worker";

const ROOT = path.resolve(__dirname, "../..");
const ROWS = 400;
/** The first instance is killed once it has asked this many rows: well inside the run. */
const KILL_AFTER = 120;
// Longer than the live instance's renewals can be late on a loaded machine: a lease that runs out under its own
// holder has that holder's rows asked again (a run of the whole suite beside a PostgreSQL bench saw 1.5 s do so).
const LEASE_MS = 4_000;

/**
 * The provider, in the test's process so it outlives the instances: answers every identifier as found after a
 * short while, counting each time it is asked. `hold()` stops answering; what it then holds is in flight.
 */
function countingProvider() {
  const asked = new Map<string, number>();
  const held = new Map<string, ServerResponse>();
  let holding = false;
  let answered = 0;
  const server = createServer((request, response) => {
    const id = new URL(request.url ?? "/", "http://x").searchParams.get("id") ?? "";
    asked.set(id, (asked.get(id) ?? 0) + 1);
    if (holding) {
      held.set(id, response);
      return;
    }
    setTimeout(() => {
      if (holding) {
        held.set(id, response);
        return;
      }
      answered += 1;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ requestId: `req-${id}`, paidAmount: "IDR 1.00" }));
    }, 20);
  });
  return {
    asked,
    held,
    answered: () => answered,
    total: () => [...asked.values()].reduce((sum, times) => sum + times, 0),
    hold: () => {
      holding = true;
    },
    /** Lets go of what it held (its asker is gone) and answers again. */
    release: () => {
      for (const response of held.values()) response.destroy();
      held.clear();
      holding = false;
    },
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
        ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An app instance's worker in a process of its own (test/reconcile-worker-process.ts), started as node itself. */
async function startInstance(name: string, providerUrl: string): Promise<ChildProcess> {
  // node with tsx's loader, not the tsx command: that one runs the script in a grandchild a SIGKILL would miss.
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "test/reconcile-worker-process.ts"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: TEST_DATABASE_URL,
        RECONCILE_PROVIDER_URL: providerUrl,
        RECONCILE_WORKER: name,
        RECONCILE_LEASE_MS: String(LEASE_MS),
        LOG_LEVEL: "error",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`instance ${name} exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve();
    });
  });
  return child;
}

async function until(what: string, condition: () => Promise<boolean> | boolean, boundMs = 90_000) {
  const deadline = Date.now() + boundMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });

describe("a reconciliation run when its instance is killed", () => {
  const children: ChildProcess[] = [];
  beforeEach(() => resetDb());
  afterEach(async () => {
    await Promise.all(children.splice(0).map(killed));
  });

  it("finishes on another instance with no row lost and none asked twice but those in flight at the kill", async () => {
    const provider = countingProvider();
    const providerUrl = await provider.listen();
    try {
      const agent = await makeUser(["agent"]);
      const identifiers = Array.from({ length: ROWS }, (_, i) => `KILL-${String(i).padStart(4, "0")}`);
      const { id } = await startPasteRun(
        db(),
        { user: { id: agent.id, email: agent.email, roles: ["agent"] }, ip: null },
        { text: identifiers.join("\n") },
      );
      const doneRows = () => db().reconcileRow.count({ where: { runId: id, state: "done" } });

      const first = await startInstance("first", providerUrl);
      children.push(first);
      await until("the first instance is well into the run", () => provider.total() >= KILL_AFTER);
      // Nothing more is answered; every answer already sent is saved before the kill, so what the provider holds
      // is exactly what was in flight.
      provider.hold();
      await until("the answers sent are saved", async () => (await doneRows()) === provider.answered());
      await killed(first);
      const inFlight = new Set(provider.held.keys());
      const savedBeforeKill = await doneRows();
      provider.release();
      expect(savedBeforeKill).toBeLessThan(ROWS);
      expect(inFlight.size).toBeGreaterThan(0);
      expect(inFlight.size).toBeLessThanOrEqual(ASKED_AT_ONCE * BATCHES_AT_ONCE);
      // The killed instance's claims are still leased to it: held, neither answered nor lost.
      expect(
        await db().reconcileRow.count({ where: { runId: id, state: "pending", leaseOwner: { not: null } } }),
      ).toBeGreaterThan(0);

      children.push(await startInstance("second", providerUrl));
      await until("the run ends", async () => {
        const run = await db().reconcileRun.findUniqueOrThrow({ where: { id } });
        return run.state === "done";
      });

      // No row lost: each was asked and saved.
      expect(identifiers.filter((identifier) => !provider.asked.has(identifier))).toEqual([]);
      const rows = await db().reconcileRow.findMany({ where: { runId: id } });
      expect(rows.filter((row) => row.state !== "done" || row.bucket !== "found")).toEqual([]);
      expect(await db().reconcileRun.findUniqueOrThrow({ where: { id } })).toMatchObject({
        state: "done",
        rowsDone: ROWS,
      });
      // None asked twice but those in flight at the kill, and those at most twice.
      const twice = [...provider.asked].filter(([, times]) => times > 1);
      expect(twice.filter(([identifier, times]) => times > 2 || !inFlight.has(identifier))).toEqual([]);
      expect(provider.total()).toBe(ROWS + twice.length);
      // The second instance took over the killed one's claims once their lease ran out.
      const takenOver = rows.filter((row) => row.attempts === 2).map((row) => row.identifier);
      expect(takenOver.length).toBeGreaterThanOrEqual(inFlight.size);
      for (const identifier of inFlight) expect(takenOver).toContain(identifier);
    } finally {
      await provider.close();
    }
  });
});
