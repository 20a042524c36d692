import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { askProvider } from "@/lib/lookup/ask-provider";
import { ProviderNotFound, ProviderUnavailable } from "@/lib/provider/errors";
import { answerOf } from "./ask";

const record = {
  requestId: "0b6f3c9e-5a4d-4f3e-9a51-2c7d8e9f0a1b",
  transactionId: "trx-1",
  trxStatus: "SUCCESS",
  paidAmount: "IDR 100.00",
};

describe("answerOf", () => {
  it("tries the other kind when the first is not found, as a lookup does", async () => {
    const asked: string[] = [];
    const answer = await answerOf(
      (identifier, kind) =>
        askProvider(
          {
            getTransactionStatus: async (id, k) => {
              asked.push(`${k}:${id}`);
              if (k === "partnerId") throw new ProviderNotFound("transaction-status", "transaction");
              return { requestId: "r", status: "SUCCESS", statusMessage: "", body: record } as never;
            },
          },
          { q: identifier, kind },
        ),
      "INV-1",
      "auto",
    );
    expect(asked).toEqual(["partnerId:INV-1", "requestId:INV-1"]);
    expect(answer).toMatchObject({ outcome: "found", matchedKind: "requestId" });
  });

  it("is not_found only when the client said so for every kind", async () => {
    const notFound = async () => {
      throw new ProviderNotFound("transaction-status", "transaction");
    };
    const answer = await answerOf(
      (q, kind) => askProvider({ getTransactionStatus: notFound }, { q, kind }),
      "INV-1",
      "auto",
    );
    expect(answer).toEqual({ outcome: "not_found" });
  });

  it("keeps the client's words for any other failure, and only a code for the app's own", async () => {
    const unavailable = await answerOf(
      async () => {
        throw new ProviderUnavailable("transaction-status", "timeout");
      },
      "x",
      "auto",
    );
    expect(unavailable).toEqual({
      outcome: "failed",
      error: "The provider did not answer in time on transaction-status. Retry later.",
    });
    const missing = await answerOf(
      async () => {
        throw new AppError("provider_not_configured");
      },
      "x",
      "auto",
    );
    expect(missing).toEqual({ outcome: "failed", error: "provider_not_configured" });
    const unknown = await answerOf(
      async () => {
        throw new Error("connect ECONNREFUSED secret-host:5432");
      },
      "x",
      "auto",
    );
    expect(unknown).toEqual({ outcome: "failed", error: "unexpected" });
  });
});
