import { describe, expect, it } from "vitest";
import type { ProviderClient } from "@/lib/provider/client";
import {
  ProviderBadResponse,
  ProviderRateLimited,
  ProviderUnauthorized,
  ProviderUnavailable,
} from "@/lib/provider/errors";
import { type HistoryResponse, historyResponseSchema, readHistoryPage } from "@/lib/provider/schemas/history";
import { historyPages } from "./history-source";

function page(seqs: number[]): HistoryResponse {
  return readHistoryPage(
    historyResponseSchema.parse({
      requestId: "r",
      type: "aggregator_transaction_history",
      status: 100,
      statusMessage: "OK",
      ts: "1735689600000",
      body: {
        transactions: seqs.map((seq) => ({
          seq,
          ts: 1_735_689_600_000,
          type: "payment_bill",
          msgId: `m-${seq}`,
          amount: "IDR 1000.00",
        })),
      },
    }),
  );
}

/** A client whose history answers are, in order, these errors or pages; then empty pages. */
function scriptedClient(script: (Error | HistoryResponse)[]) {
  const asked: number[] = [];
  const client = {
    getHistory: async ({ seqId }: { seqId: number }) => {
      asked.push(seqId);
      const next = script.shift() ?? page([]);
      if (next instanceof Error) throw next;
      return next;
    },
  } as unknown as ProviderClient;
  return { client, asked };
}

async function readAll(client: ProviderClient) {
  const slept: number[] = [];
  const seqs: number[] = [];
  const options = { pageSize: 2, sleep: async (ms: number) => void slept.push(ms), random: () => 1 };
  for await (const entries of historyPages(client, "user-1", options))
    seqs.push(...entries.map((e) => e.seq));
  return { seqs, slept };
}

describe("historyPages", () => {
  it("reads every page once, newest first, from the lowest seq seen", async () => {
    const { client, asked } = scriptedClient([page([9, 8]), page([8, 7]), page([])]);
    expect((await readAll(client)).seqs).toEqual([9, 8, 7]);
    expect(asked).toEqual([0, 8, 7]);
  });

  it("waits what the provider asks for, a minute at most, before asking for the same page again", async () => {
    const { client, asked } = scriptedClient([
      page([5]),
      new ProviderRateLimited("history", 3_000),
      new ProviderRateLimited("history", 600_000),
      page([4]),
    ]);
    const { seqs, slept } = await readAll(client);
    expect(seqs).toEqual([5, 4]);
    expect(slept).toEqual([3_000, 60_000]);
    expect(asked).toEqual([0, 5, 5, 5, 4]);
  });

  it("backs off from passing failures, an open circuit and a 429 without a wait included", async () => {
    const { client } = scriptedClient([
      new ProviderUnavailable("history", "http_5xx", 503),
      new ProviderUnavailable("history", "circuit_open"),
      new ProviderRateLimited("history", null),
      page([3]),
    ]);
    const { seqs, slept } = await readAll(client);
    expect(seqs).toEqual([3]);
    expect(slept).toEqual([2_000, 4_000, 8_000]);
  });

  it("fails with the provider's error when the failures last", async () => {
    const failures = Array.from({ length: 6 }, () => new ProviderUnavailable("history", "timeout"));
    const { client, asked } = scriptedClient([...failures]);
    await expect(readAll(client)).rejects.toBe(failures[4]);
    expect(asked).toHaveLength(5);
  });

  it("fails at once on an error that waiting cannot cure", async () => {
    for (const error of [
      new ProviderUnauthorized("history", 401, "invalid signature"),
      new ProviderBadResponse("history", "unexpected_shape", 200),
    ]) {
      const { client, asked } = scriptedClient([error]);
      await expect(readAll(client)).rejects.toBe(error);
      expect(asked).toHaveLength(1);
    }
  });
});
