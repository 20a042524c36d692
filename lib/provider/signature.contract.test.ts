import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { expectedSignature, isSignatureValid, type SignedParts } from "@/sandbox/signature";
import { createSigner, DEFAULT_SIGNING_SCHEME } from "./signature";

// The client signs and the sandbox verifies with code written apart; both must match the documented formula
// (docs/provider-api.md#signature), which this test writes out a third time.

function documentedSignature(parts: SignedParts): string {
  const message = [
    ["path", parts.pathWithQuery],
    ["method", parts.method],
    ["token", `Bearer ${parts.accessToken}`],
    ["timestamp", parts.requestTime],
    ["body", parts.body],
  ]
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  const key = [parts.clientSecret, parts.requestTime, `Bearer ${parts.accessToken}`].join("-");
  return createHmac("sha256", key).update(message, "utf8").digest("hex");
}

const TOKEN = "q3Jt0VbW-8kz_X1yQm4nHc2sLrPaE7dF";

const VECTORS: ReadonlyArray<[string, SignedParts]> = [
  [
    "4.1 by the provider's request id",
    {
      clientSecret: "sandbox-secret",
      method: "GET",
      pathWithQuery:
        "/public/api/v1/payment/notif/trx?request_id=00000000-0000-4000-8000-000000000000&type=requestId",
      accessToken: TOKEN,
      requestTime: "1751302800000",
      body: "",
    },
  ],
  [
    "4.1 by the partner's id",
    {
      clientSecret: "sandbox-secret",
      method: "GET",
      pathWithQuery: "/public/api/v1/payment/notif/trx?request_id=ord-0000-00000004&type=partnerId",
      accessToken: TOKEN,
      requestTime: "1751302800001",
      body: "",
    },
  ],
  [
    "4.2 with its minified body",
    {
      clientSecret: "sandbox-secret",
      method: "POST",
      pathWithQuery: "/payment/aggregator/history",
      accessToken: TOKEN,
      requestTime: "1751302800002",
      body: '{"requestId":"sandbox-client202507010000000001","type":"aggregator_transaction_history","body":{"userId":"user-demo","seqId":0,"limit":20}}',
    },
  ],
  [
    "a body with characters outside ASCII and a secret with symbols",
    {
      clientSecret: "s3cr3t:+/=-é",
      method: "POST",
      pathWithQuery: "/payment/aggregator/history",
      accessToken: "a.b-c_d~e",
      requestTime: "1",
      body: '{"requestId":"Kafé ☕","type":"aggregator_transaction_history","body":{"userId":"u","seqId":7,"limit":1}}',
    },
  ],
];

const clientSignature = (parts: SignedParts) =>
  createSigner(DEFAULT_SIGNING_SCHEME, { clientSecret: parts.clientSecret }).sign(parts);

describe("request signature", () => {
  it("is pinned for one vector, checked by hand with openssl", () => {
    const [, parts] = VECTORS[0] ?? [];
    if (!parts) throw new Error("no vector");
    expect(documentedSignature(parts)).toBe(
      "ae4789cc7d7fb1c0e6d187272b15ebfd633413eda40375a23b263dbc551dfd02",
    );
  });

  it.each(VECTORS)("is computed alike by the client and the sandbox: %s", (_name, parts) => {
    const documented = documentedSignature(parts);
    expect(clientSignature(parts)).toBe(documented);
    expect(expectedSignature(parts)).toBe(documented);
  });

  it.each(VECTORS)("signed by the client, is accepted by the sandbox: %s", (_name, parts) => {
    expect(isSignatureValid(clientSignature(parts), parts)).toBe(true);
    expect(isSignatureValid(documentedSignature(parts).toUpperCase(), parts)).toBe(true);
  });

  it.each(VECTORS)("is refused by the sandbox when any part differs: %s", (_name, parts) => {
    const signature = clientSignature(parts);
    const changes: Partial<SignedParts>[] = [
      { clientSecret: `${parts.clientSecret}x` },
      { method: parts.method === "GET" ? "POST" : "GET" },
      { pathWithQuery: `${parts.pathWithQuery}&x=1` },
      { accessToken: `${parts.accessToken}x` },
      { requestTime: `${parts.requestTime}0` },
      { body: `${parts.body} ` },
    ];
    for (const change of changes) expect(isSignatureValid(signature, { ...parts, ...change })).toBe(false);
    expect(isSignatureValid(signature.slice(0, -1), parts)).toBe(false);
  });
});
