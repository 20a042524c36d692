import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createSigner,
  DEFAULT_SIGNING_SCHEME,
  type SignatureInput,
  signingSchemes,
  UnknownSigningSchemeError,
} from "./signature";

const secret = "s3cr3t-value";

function referenceSignature(input: SignatureInput, clientSecret: string): string {
  const message = [
    "path=",
    input.pathWithQuery,
    "&method=",
    input.method,
    "&token=Bearer ",
    input.accessToken,
    "&timestamp=",
    input.requestTime,
    "&body=",
    input.body,
  ].join("");
  const key = [clientSecret, "-", input.requestTime, "-Bearer ", input.accessToken].join("");
  return createHmac("sha256", Buffer.from(key, "utf8")).update(Buffer.from(message, "utf8")).digest("hex");
}

const getInput: SignatureInput = {
  method: "GET",
  pathWithQuery: "/public/api/v1/payment/notif/trx?request_id=abc&type=requestId",
  accessToken: "tok-123",
  requestTime: "1718000000000",
  body: "",
};

const postInput: SignatureInput = {
  method: "POST",
  pathWithQuery: "/payment/aggregator/history",
  accessToken: "tok-123",
  requestTime: "1718000000001",
  body: JSON.stringify({
    requestId: "r1",
    type: "aggregator_transaction_history",
    body: { userId: "u", seqId: 0, limit: 10 },
  }),
};

describe("hmac-sha256-v1 signer", () => {
  const signer = createSigner(DEFAULT_SIGNING_SCHEME, { clientSecret: secret });

  it("matches the formula for a GET without body", () => {
    expect(signer.sign(getInput)).toBe(referenceSignature(getInput, secret));
  });

  it("matches the formula for a POST with a minified JSON body", () => {
    expect(signer.sign(postInput)).toBe(referenceSignature(postInput, secret));
  });

  it("produces 64 lowercase hex characters", () => {
    expect(signer.sign(getInput)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("upper-cases the method as the formula writes it", () => {
    expect(signer.sign({ ...getInput, method: "get" })).toBe(referenceSignature(getInput, secret));
  });

  it.each([
    ["pathWithQuery", { pathWithQuery: "/public/api/v1/payment/notif/trx?request_id=abd&type=requestId" }],
    ["method", { method: "POST" }],
    ["accessToken", { accessToken: "tok-124" }],
    ["requestTime", { requestTime: "1718000000002" }],
    ["body", { body: "{}" }],
  ] as const)("changes when %s changes", (_name, change) => {
    expect(signer.sign({ ...getInput, ...change })).not.toBe(signer.sign(getInput));
  });

  it("depends on the client secret", () => {
    const other = createSigner(DEFAULT_SIGNING_SCHEME, { clientSecret: "another-secret" });
    expect(other.sign(getInput)).not.toBe(signer.sign(getInput));
  });

  it("keys the HMAC with secret, time and token, not with the secret alone", () => {
    const message = `path=${getInput.pathWithQuery}&method=GET&token=Bearer tok-123&timestamp=1718000000000&body=`;
    const secretOnly = createHmac("sha256", secret).update(message).digest("hex");
    const withoutToken = createHmac("sha256", `${secret}-1718000000000`).update(message).digest("hex");
    const signature = signer.sign(getInput);
    expect(signature).not.toBe(secretOnly);
    expect(signature).not.toBe(withoutToken);
    expect(signature).toBe(
      createHmac("sha256", `${secret}-1718000000000-Bearer tok-123`).update(message).digest("hex"),
    );
  });
});

describe("signing scheme", () => {
  it("rejects an unknown scheme with the list of known ones", () => {
    expect(() => createSigner("rsa-sha256", { clientSecret: secret })).toThrow(UnknownSigningSchemeError);
    expect(() => createSigner("rsa-sha256", { clientSecret: secret })).toThrow(/hmac-sha256-v1/);
  });

  it("offers the settings only the documented scheme", () => {
    expect(signingSchemes()).toEqual(["hmac-sha256-v1"]);
  });
});
