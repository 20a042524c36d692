import { describe, expect, it } from "vitest";
import {
  ProviderBadResponse,
  ProviderRateLimited,
  ProviderStatusError,
  ProviderUnavailable,
} from "@/lib/provider/errors";
import { SANDBOX_NOT_FOUND_STATUS } from "@/test/provider-codes";
import { codeBook } from "./code-text";
import { DEFAULT_CODES } from "./defaults";
import { meansNotFound } from "./not-found";
import { providerCodeFormSchema } from "./schemas";

const status = (code: number, httpStatus = 200) =>
  new ProviderStatusError("transaction-status", code, "transaction not found", httpStatus);
const bare = (httpStatus: number) =>
  new ProviderBadResponse("transaction-status", "unexpected_http_status", httpStatus);

describe("meansNotFound", () => {
  it("reads nothing as not found with the shipped dictionary, whatever the status or its words", () => {
    const shipped = codeBook(DEFAULT_CODES);
    for (const error of [status(404, 404), status(201), bare(404), bare(410)])
      expect(meansNotFound(error, shipped)).toBe(false);
  });

  it("reads a body's status as not found only when an admin marked that status", () => {
    const marked = codeBook([SANDBOX_NOT_FOUND_STATUS]);
    expect(meansNotFound(status(404, 404), marked)).toBe(true);
    expect(meansNotFound(status(404, 200), marked)).toBe(true);
    expect(meansNotFound(status(405, 404), marked)).toBe(false);
    // A label without the mark gives a status words, not the meaning.
    expect(
      meansNotFound(status(404), codeBook([{ ...SANDBOX_NOT_FOUND_STATUS, meansNotFound: false }])),
    ).toBe(false);
  });

  it("reads an HTTP status as not found only without a body status, and only when that HTTP status is marked", () => {
    const http404 = codeBook([{ ...SANDBOX_NOT_FOUND_STATUS, field: "httpStatus", code: "404" }]);
    expect(meansNotFound(bare(404), http404)).toBe(true);
    expect(meansNotFound(bare(400), http404)).toBe(false);
    expect(meansNotFound(status(7, 404), http404)).toBe(false);
    expect(meansNotFound(new ProviderBadResponse("transaction-status", "redirect", 404), http404)).toBe(
      false,
    );
    expect(meansNotFound(new ProviderUnavailable("transaction-status", "http_5xx", 503), http404)).toBe(
      false,
    );
    expect(meansNotFound(new ProviderRateLimited("transaction-status", null), http404)).toBe(false);
    expect(meansNotFound(new Error("404"), http404)).toBe(false);
  });
});

describe("providerCodeFormSchema", () => {
  const form = { field: "answerStatus", code: "404", labelId: "Tidak ada", labelEn: "None", tone: "neutral" };

  it("takes the not-found mark for an answer's status or HTTP status", () => {
    expect(providerCodeFormSchema.parse({ ...form, meansNotFound: "on" })).toMatchObject({
      meansNotFound: true,
    });
    expect(providerCodeFormSchema.parse({ ...form, field: "httpStatus", meansNotFound: "on" })).toMatchObject(
      { meansNotFound: true },
    );
    expect(providerCodeFormSchema.parse(form)).toMatchObject({ meansNotFound: false });
  });

  it("refuses it on a field that is not an answer's code", () => {
    const refused = providerCodeFormSchema.safeParse({ ...form, field: "trxStatus", meansNotFound: "on" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues).toMatchObject([
      { path: ["meansNotFound"], message: "not_found_answer_only" },
    ]);
  });
});
