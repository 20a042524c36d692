import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { openRawBody, sealRawBody } from "@/lib/callbacks/sealed";
import { keyringOf } from "@/lib/crypto/secret-box";
import { MASK } from "./mask";
import { presentRawBody, storedBodyText } from "./raw-body";

const MAIDEN = "Siti Aminah";
const notification = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    originalReferenceNo: "UPG-1",
    custId: "user-0042",
    motherMaidenName: MAIDEN,
    additionalInfo: {
      status: "approved",
      identificationCardImageUrl: "https://img.test/ktp.png?X-Signature=secret-sig",
      selfieImageUrl: "https://img.test/selfie.png",
    },
    ...overrides,
  });

describe("presentRawBody", () => {
  it("masks a complete notification: the maiden name, and the query of the image addresses", () => {
    const view = presentRawBody(notification());
    expect(view.state).toBe("masked");
    const text = view.state === "masked" ? view.text : "";
    expect(text).not.toContain("Siti");
    expect(text).not.toContain("secret-sig");
    expect(text).toContain(`"motherMaidenName": "${MASK}"`);
    expect(text).toContain('"custId": "user-0042"');
  });

  it.each([
    [
      "cut off inside the maiden name",
      notification().slice(0, notification().indexOf(MAIDEN) + 6),
      "not_json",
    ],
    ["cut off after it", notification().slice(0, -20), "not_json"],
    ["a maiden name that is a list", notification({ motherMaidenName: [MAIDEN] }), "unexpected_value"],
    [
      "a maiden name that is an object",
      notification({ motherMaidenName: { name: MAIDEN } }),
      "unexpected_value",
    ],
    ["a maiden name that is a number", notification({ motherMaidenName: 12345 }), "unexpected_value"],
    [
      "an image address that is an object",
      notification({ selfieImageUrl: { href: "x?sig=1" } }),
      "unexpected_value",
    ],
    ["another spelling of the key", notification({ mother_maiden_name: MAIDEN }), "unexpected_value"],
    ["a notification inside a string", JSON.stringify({ body: notification() }), "unexpected_value"],
    ["a list instead of an object", JSON.stringify(["UPG-1", MAIDEN]), "unexpected_value"],
    ["a bare string", JSON.stringify(MAIDEN), "unexpected_value"],
  ])("withholds a body with %s", (_, body, reason) => {
    expect(presentRawBody(body)).toEqual({ state: "withheld", reason });
  });

  it("withholds a body that was not UTF-8, as the receiver stores it", () => {
    const keys = keyringOf({ version: 1, key: Buffer.alloc(32, 7) });
    const bytes = Buffer.concat([Buffer.from(`{"motherMaidenName":"${MAIDEN}`), Buffer.from([0xff, 0xfe])]);
    const stored = openRawBody(sealRawBody(bytes, null, keys), keys);
    expect(presentRawBody(stored)).toEqual({ state: "withheld", reason: "not_utf8" });
    expect(storedBodyText(stored)).toEqual({
      text: `{"motherMaidenName":"${MAIDEN}\uFFFD\uFFFD`,
      utf8: false,
    });
  });

  it("shows an empty body as it is", () => {
    expect(presentRawBody("")).toEqual({ state: "masked", text: "" });
  });

  it("never lets a maiden name through, whatever the body", () => {
    const name = fc.constantFrom("Siti Aminah", "Nur Hasanah", 'Dewi "Ayu" Lestari');
    const body = fc.oneof(
      fc.tuple(name, fc.nat(400)).map(([n, cut]) => notification({ motherMaidenName: n }).slice(0, cut)),
      fc
        .tuple(name, fc.jsonValue())
        .map(([n, extra]) =>
          JSON.stringify({ motherMaidenName: n, extra, nested: [{ motherMaidenName: n }] }),
        ),
      fc.tuple(name, fc.jsonValue()).map(([n, other]) => notification({ motherMaidenName: [n, other] })),
    );
    fc.assert(
      fc.property(name, body, (n, raw) => {
        const view = presentRawBody(raw);
        if (view.state === "masked") {
          for (const part of n.split(" ")) expect(view.text).not.toContain(part.replaceAll('"', ""));
        }
      }),
      { numRuns: 300 },
    );
  });
});
