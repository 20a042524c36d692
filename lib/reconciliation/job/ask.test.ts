import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { askProvider } from "@/lib/lookup/ask-provider";
import { ProviderStatusError, ProviderUnavailable } from "@/lib/provider/errors";
import { codeBook } from "@/lib/provider-codes/code-text";
import { SANDBOX_NOT_FOUND_STATUS } from "@/test/provider-codes";
import { type AskProvider, answerOf } from "./ask";

const marked = codeBook([SANDBOX_NOT_FOUND_STATUS]);
const unmarked = codeBook([]);
const notFoundAnswer = () => new ProviderStatusError("transaction-status", 404, "transaction not found", 404);

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
      (identifier, kind, codes) =>
        askProvider(
          {
            getTransactionStatus: async (id, k) => {
              asked.push(`${k}:${id}`);
              if (k === "partnerId") throw notFoundAnswer();
              return { requestId: "r", status: "SUCCESS", statusMessage: "", body: record } as never;
            },
          },
          { q: identifier, kind },
          codes,
        ),
      "INV-1",
      "auto",
      marked,
    );
    expect(asked).toEqual(["partnerId:INV-1", "requestId:INV-1"]);
    expect(answer).toMatchObject({ outcome: "found", matchedKind: "requestId" });
  });

  it("is not_found only when the dictionary marks the answer so for every kind, else the answer as received", async () => {
    const notFound = async () => {
      throw notFoundAnswer();
    };
    const ask: AskProvider = (q, kind, codes) =>
      askProvider({ getTransactionStatus: notFound }, { q, kind }, codes);
    expect(await answerOf(ask, "INV-1", "auto", marked)).toEqual({ outcome: "not_found" });
    expect(await answerOf(ask, "INV-1", "auto", unmarked)).toEqual({
      outcome: "failed",
      error:
        'The provider answered transaction-status with status 404 "transaction not found" instead of 100. ' +
        "The request was understood but not fulfilled; see the status message.",
    });
  });

  it("keeps the client's words for any other failure, and only a code for the app's own", async () => {
    const unavailable = await answerOf(
      async () => {
        throw new ProviderUnavailable("transaction-status", "timeout");
      },
      "x",
      "auto",
      marked,
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
      marked,
    );
    expect(missing).toEqual({ outcome: "failed", error: "provider_not_configured" });
    const unknown = await answerOf(
      async () => {
        throw new Error("connect ECONNREFUSED secret-host:5432");
      },
      "x",
      "auto",
      marked,
    );
    expect(unknown).toEqual({ outcome: "failed", error: "unexpected" });
  });
});
