import { describe, expect, it } from "vitest";
import { decodeQris } from "../decode";
import type { DecodedQris } from "../decoded-qris";
import { type DocumentedViolation, REAL_WORLD_PAYLOADS, type RealWorldPayload } from "./payloads";

type Expectation =
  | { finding: { code: string; tag: string } }
  | { kind: DecodedQris["kind"] }
  | { notChecked: string };

/** Where the decoder reports each breach a source documents, or why it deliberately does not look for it. */
const EXPECTED: Record<DocumentedViolation, Expectation> = {
  transfer_qr: { kind: "transfer" },
  merchant_name_too_long: { finding: { code: "value_too_long", tag: "59" } },
  mcc_not_four_digits: { finding: { code: "bad_mcc", tag: "52" } },
  mcc_not_in_source_list: {
    notChecked:
      "the decoder holds no authoritative list of categories; one it cannot name is shown as its code",
  },
  static_qr_without_template_51: {
    notChecked: "a rule of the QRIS national specification the decoder has no check for (yet)",
  },
};

const label = (entry: RealWorldPayload) =>
  `#${REAL_WORLD_PAYLOADS.indexOf(entry)} ${decodeQris(entry.payload).merchantName ?? "(no name)"}`;
const errorCodes = (decoded: DecodedQris) =>
  decoded.findings.filter((finding) => finding.severity === "error").map(({ code, tag }) => `${code}@${tag}`);

const calledValid = REAL_WORLD_PAYLOADS.filter((entry) => entry.sourceSays === "valid" && !entry.weFind);
const documented = REAL_WORLD_PAYLOADS.flatMap((entry) =>
  Array.isArray(entry.sourceSays)
    ? entry.sourceSays.map((violation: DocumentedViolation) => [label(entry), violation, entry] as const)
    : [],
);
const damaged = REAL_WORLD_PAYLOADS.filter((entry) => entry.weFind);

describe("real-world QRIS payloads", () => {
  it("are at least 30 distinct payloads their sources call valid, from at least 20 places", () => {
    expect(new Set(REAL_WORLD_PAYLOADS.map((entry) => entry.payload)).size).toBe(REAL_WORLD_PAYLOADS.length);
    expect(calledValid.length).toBeGreaterThanOrEqual(30);
    expect(new Set(calledValid.map((entry) => entry.source)).size).toBeGreaterThanOrEqual(20);
  });

  it.each(calledValid.map((entry) => [label(entry), entry] as const))(
    "%s: decodes with no error finding and a matching CRC",
    (_label, entry) => {
      const decoded = decodeQris(entry.payload);
      expect(errorCodes(decoded)).toEqual([]);
      expect(decoded.valid).toBe(true);
    },
  );

  it.each(documented.filter(([, violation]) => !("notChecked" in EXPECTED[violation])))(
    "%s: still reports %s, as its source documents",
    (_label, violation, entry) => {
      const decoded = decodeQris(entry.payload);
      const expected = EXPECTED[violation];
      if ("kind" in expected) expect(decoded.kind).toBe(expected.kind);
      if ("finding" in expected) {
        expect(decoded.findings).toContainEqual(
          expect.objectContaining({ ...expected.finding, severity: "error" }),
        );
      }
    },
  );

  it.each(damaged.map((entry) => [label(entry), entry] as const))(
    "%s: reports what is wrong with this copy",
    (_label, entry) => {
      const decoded = decodeQris(entry.payload);
      expect(decoded.findings).toContainEqual(
        expect.objectContaining({ code: entry.weFind?.code, severity: "error" }),
      );
      expect(decoded.valid).toBe(false);
    },
  );
});
