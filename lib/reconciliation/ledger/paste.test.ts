import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { PASTE_MAX_IDENTIFIERS, parsePastedIdentifiers } from "./paste";

const UUID = "3f2b8c1e-7a4d-4e1b-9c2a-5d6e7f8a9b0c";

const refusalOf = (text: string) => {
  try {
    parsePastedIdentifiers(text);
    return "parsed";
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe("pasted identifiers", () => {
  it("splits on lines, commas, semicolons and spaces, and cleans what a copy brings along", () => {
    const { identifiers, problems } = parsePastedIdentifiers(
      `TRX-1\r\nTRX-2, TRX-3;\t"TRX-4"\n\n  \u201CTRX-5\u201D  ${UUID}\u200B\n`,
    );
    expect(identifiers).toEqual(["TRX-1", "TRX-2", "TRX-3", "TRX-4", "TRX-5", UUID]);
    expect(problems).toEqual([]);
  });

  it("reports repeats (a UUID in any spelling is one) and identifiers the lookup refuses, by position", () => {
    const { identifiers, problems } = parsePastedIdentifiers(
      `TRX-1 ${UUID} TRX-1 ${UUID.toUpperCase().replaceAll("-", "")} ${"A".repeat(129)} trx-1`,
    );
    expect(identifiers).toEqual(["TRX-1", UUID, "trx-1"]);
    expect(problems).toEqual([
      { position: 3, line: 1, code: "duplicate_identifier", raw: "TRX-1", duplicateOf: 1 },
      {
        position: 4,
        line: 1,
        code: "duplicate_identifier",
        raw: UUID.toUpperCase().replaceAll("-", ""),
        duplicateOf: 2,
      },
      { position: 5, line: 1, code: "identifier_too_long", raw: "A".repeat(129) },
    ]);
  });

  it("names the line each refused identifier is on, however lines end and blank lines fall", () => {
    const { problems } = parsePastedIdentifiers(
      `TRX-1, TRX-2\r\n\r\nTRX\u200B-3\n"" ${"B".repeat(130)}\rTRX-4 TRX-1`,
    );
    expect(problems.map(({ position, line, code }) => ({ position, line, code }))).toEqual([
      { position: 3, line: 3, code: "identifier_spaces" },
      { position: 5, line: 4, code: "identifier_too_long" },
      { position: 7, line: 5, code: "duplicate_identifier" },
    ]);
  });

  it("takes a thousand identifiers and refuses a thousand and one, or nothing at all", () => {
    const many = (count: number) => Array.from({ length: count }, (_, i) => `TRX-${i}`).join("\n");
    expect(parsePastedIdentifiers(many(PASTE_MAX_IDENTIFIERS)).identifiers).toHaveLength(
      PASTE_MAX_IDENTIFIERS,
    );
    expect(refusalOf(many(PASTE_MAX_IDENTIFIERS + 1))).toBe("reconcile_too_many_identifiers");
    expect(refusalOf(" ,\n ")).toBe("reconcile_nothing_pasted");
    expect(refusalOf("x".repeat(200_000))).toBe("reconcile_too_many_identifiers");
  });
});
