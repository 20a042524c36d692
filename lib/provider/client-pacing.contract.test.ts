import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type RunningSandbox, startSandbox } from "@/sandbox/server";
import { readState, setKnobs } from "@/sandbox/testing";
import { testClientConfig } from "@/test/sandbox-client";
import { createProviderClient } from "./client";
import { ProviderPacer } from "./pacer";
import { MemoryTokenStore } from "./token-store-memory";

/** One clock for the sandbox, the client and the pacer, moved only by the test. */
function sharedTime() {
  let time = Date.now();
  const sleepers: { at: number; wake: () => void }[] = [];
  return {
    now: () => time,
    sleep: (ms: number) => new Promise<void>((wake) => sleepers.push({ at: time + ms, wake })),
    sleepers,
    advanceTo(at: number) {
      time = at;
      for (const sleeper of sleepers.filter((s) => s.at <= at)) {
        sleepers.splice(sleepers.indexOf(sleeper), 1);
        sleeper.wake();
      }
    },
  };
}

const time = sharedTime();
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ host: "127.0.0.1", port: 0 }, { now: time.now });
});
afterAll(() => sandbox.close());

describe("the paced client against the sandbox's rate limit", () => {
  it("sends nothing more after a 429 until its Retry-After, then every waiting call goes through", async () => {
    await setKnobs(sandbox, { rateLimitPerSecond: 2 });
    const pauses: number[] = [];
    const pacer = new ProviderPacer(
      { requestsPerSecond: 1_000, maxConcurrent: 10 },
      {
        now: time.now,
        sleep: time.sleep,
        observer: { waiting: () => {}, rateLimited: (ms) => pauses.push(ms) },
      },
    );
    const client = createProviderClient(testClientConfig(sandbox), {
      tokenStore: new MemoryTokenStore(),
      now: time.now,
      sleep: time.sleep,
      pacer,
    });
    const status = (n: number) =>
      pacer.run("background", () => client.getTransactionStatus(`ord-0000-0000000${n}`, "partnerId"));
    const start = time.now();

    await status(0);
    await status(1);
    const refusedAtFirst = status(2);
    await vi.waitFor(async () => expect((await readState(sandbox)).rateLimited).toBe(1));
    // An agent's lookup made after the 429 is not sent either: the pacer refuses it with the time left, and
    // the client's retry waits that out as it would the provider's own 429.
    const lookup = pacer.run("interactive", () =>
      client.getTransactionStatus("ord-0000-00000003", "partnerId"),
    );
    await vi.waitFor(() => expect(time.sleepers).toHaveLength(2));

    expect(pauses).toEqual([1_000]);
    expect(time.sleepers.map((s) => s.at - start)).toEqual([1_000, 1_000]);
    expect((await readState(sandbox)).requestCounts.status).toBe(3);

    time.advanceTo(start + 1_000);
    // One goes when the pause ends, the other a token later (1 ms at 1,000/s), not both at once.
    await vi.waitFor(() => expect(time.sleepers.map((s) => s.at - start)).toEqual([1_001]));
    time.advanceTo(start + 1_001);
    const answers = await Promise.all([refusedAtFirst, lookup]);
    expect(answers.map((answer) => answer.body.transactionId)).toEqual([
      "ord-0000-00000002",
      "ord-0000-00000003",
    ]);
    expect(await readState(sandbox)).toMatchObject({ rateLimited: 1, requestCounts: { status: 5 } });
  });
});
