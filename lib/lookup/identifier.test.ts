import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canonicalUuid,
  guessKind,
  identifierForKind,
  identifierProblem,
  kindsToTry,
  MAX_PASTED_LENGTH,
  normalizeIdentifier,
} from "./identifier";
import { lookupInputSchema } from "./schemas";

const REQUEST_ID = "00000000-0000-4000-8000-000000000001";

describe("normalizeIdentifier", () => {
  it.each([
    ["  ord-0000-00000001  ", "ord-0000-00000001"],
    ['"ord-0000-00000001"', "ord-0000-00000001"],
    ["'ord-0000-00000001'", "ord-0000-00000001"],
    ["\u201Cord-0000-00000001\u201D", "ord-0000-00000001"],
    ["\u00AB ord-0000-00000001 \u00BB", "ord-0000-00000001"],
    ["\t` 'ord-0000-00000001' `\n", "ord-0000-00000001"],
    ["\u200Bord-0000-00000001\uFEFF", "ord-0000-00000001"],
    [`\u00A0${REQUEST_ID}\u00A0`, REQUEST_ID],
  ])("cleans %j", (raw, clean) => {
    expect(normalizeIdentifier(raw)).toBe(clean);
  });

  it("keeps quotes and dashes inside the identifier", () => {
    expect(normalizeIdentifier(" O'Brien-42 ")).toBe("O'Brien-42");
  });

  it("leaves a run of spaces inside as it is, for the check that refuses it", () => {
    const twoIds = `ord-1${" ".repeat(40_000)}ord-2`;
    expect(normalizeIdentifier(twoIds)).toBe(twoIds);
    expect(normalizeIdentifier(`  ${twoIds}\u200B`)).toBe(twoIds);
  });

  it("is idempotent and never leaves surrounding whitespace", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizeIdentifier(raw);
        expect(normalizeIdentifier(once)).toBe(once);
        expect(once).toBe(once.trim());
      }),
    );
  });
});

describe("identifier kinds", () => {
  it("takes a UUID for the provider's requestId and anything else for the partner's id", () => {
    expect(guessKind(REQUEST_ID)).toBe("requestId");
    expect(guessKind(REQUEST_ID.toUpperCase())).toBe("requestId");
    expect(guessKind("ord-0000-00000001")).toBe("partnerId");
    expect(guessKind("INV/2025/0001")).toBe("partnerId");
    expect(guessKind(`${REQUEST_ID}0`)).toBe("partnerId");
  });

  it("recognises a UUID written without dashes or in braces, and sends it in canonical form", () => {
    expect(canonicalUuid("000000000000400080000000000000AB")).toBe("00000000-0000-4000-8000-0000000000ab");
    expect(canonicalUuid(`{${REQUEST_ID}}`)).toBe(REQUEST_ID);
    expect(identifierForKind(REQUEST_ID.toUpperCase(), "requestId")).toBe(REQUEST_ID);
  });

  it("sends the partner's id exactly as entered, even when it looks like a UUID", () => {
    expect(identifierForKind(REQUEST_ID.toUpperCase(), "partnerId")).toBe(REQUEST_ID.toUpperCase());
  });

  it("tries the guessed kind first and then the other; the toggle chooses the first kind", () => {
    expect(kindsToTry(REQUEST_ID, "auto")).toEqual(["requestId", "partnerId"]);
    expect(kindsToTry("ord-0000-00000001", "auto")).toEqual(["partnerId", "requestId"]);
    expect(kindsToTry(REQUEST_ID, "partnerId")).toEqual(["partnerId", "requestId"]);
    expect(kindsToTry("ord-0000-00000001", "requestId")).toEqual(["requestId", "partnerId"]);
  });
});

describe("identifier validation", () => {
  it("names what is wrong", () => {
    expect(identifierProblem("")).toBe("lookup_identifier_required");
    expect(identifierProblem("x".repeat(129))).toBe("lookup_identifier_too_long");
    expect(identifierProblem("ord-0000 00000001")).toBe("lookup_identifier_spaces");
    expect(identifierProblem("ord-0000\n00000001")).toBe("lookup_identifier_spaces");
    expect(identifierProblem("ord-0000-00000001")).toBeNull();
  });

  it("accepts pasted input once cleaned, and defaults the kind to a guess", () => {
    expect(lookupInputSchema.parse({ q: ' "ord-0000-00000001" ' })).toEqual({
      q: "ord-0000-00000001",
      kind: "auto",
    });
  });

  it("refuses blank input, an unknown kind and a non-text identifier with message keys", () => {
    const issues = (input: unknown) =>
      lookupInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(issues({ q: ' " " ' })).toEqual([["q", "lookup_identifier_required"]]);
    expect(issues({ q: "x", kind: "msgId" })).toEqual([["kind", "invalid_choice"]]);
    expect(issues({})).toEqual([["q", "lookup_identifier_required"]]);
  });
});

describe("what an agent may paste", () => {
  const refusal = (q: string) =>
    lookupInputSchema.safeParse({ q }).error?.issues.map((issue) => issue.message);

  it("takes an identifier with whatever came along with it, up to the bound", () => {
    const padded = `${" ".repeat(MAX_PASTED_LENGTH / 2)}${REQUEST_ID}`.padEnd(MAX_PASTED_LENGTH, " ");
    expect(lookupInputSchema.parse({ q: padded }).q).toBe(REQUEST_ID);
  });

  it("refuses a longer text as too long, whatever it holds, before cleaning it", () => {
    expect(refusal(`${REQUEST_ID}${" ".repeat(MAX_PASTED_LENGTH)}`)).toEqual(["lookup_identifier_too_long"]);
    expect(refusal(`a${" ".repeat(1_000_000)}a`)).toEqual(["lookup_identifier_too_long"]);
  });
});
