import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { receiveCallbackRequest as POST } from "./endpoint";
import { acceptTokens, CURRENT_TOKEN, delivery, PREVIOUS_TOKEN } from "./test-helpers";

type Json = Record<string, unknown>;

const words = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0);
const imageUrl = fc
  .tuple(fc.constantFrom("http", "https"), fc.domain(), fc.stringMatching(/^[a-z0-9/_-]{1,40}$/))
  .map(([scheme, host, path]) => `${scheme}://${host}/${path}.png`);

let counter = 0;
const reference = fc.stringMatching(/^[A-Z0-9-]{1,20}$/).map((suffix) => `P${++counter}-${suffix}`);

/** Any valid notification, in either shape. */
const validNotification = fc
  .record({
    originalReferenceNo: reference,
    custId: words,
    motherMaidenName: words,
    status: fc.constantFrom("approved", "rejected"),
    variant: fc.boolean(),
    identificationCardImageUrl: imageUrl,
    selfieImageUrl: imageUrl,
    items: fc.array(words, { minLength: 1, maxLength: 5 }),
    extra: fc.dictionary(fc.stringMatching(/^x[a-z]{1,8}$/), fc.jsonValue(), { maxKeys: 2 }),
  })
  .map(({ status, variant, items, identificationCardImageUrl, selfieImageUrl, extra, ...top }) => {
    const outcome = status === "approved" ? { benefits: items } : { rejectReasons: items };
    const info = { identificationCardImageUrl, selfieImageUrl, ...outcome };
    return variant
      ? { ...extra, ...top, additionalInfo: { type: "cdd", status, ...info } }
      : { ...extra, ...top, status, additionalInfo: { type: "upgrade_account", ...info } };
  });

const REQUIRED = ["originalReferenceNo", "custId", "motherMaidenName", "additionalInfo"] as const;
const INFO_REQUIRED = ["type", "identificationCardImageUrl", "selfieImageUrl"] as const;

/** A valid notification broken in one of the ways the spec rules out. */
const invalidNotification = fc
  .tuple(
    validNotification,
    fc.oneof(
      fc.record({ drop: fc.constantFrom(...REQUIRED) }),
      fc.record({ dropInfo: fc.constantFrom(...INFO_REQUIRED) }),
      fc.record({ dropOutcome: fc.constant(true) }),
      fc.record({ badStatus: fc.string().filter((s) => s !== "approved" && s !== "rejected") }),
      fc.record({ badType: fc.string().filter((s) => s !== "upgrade_account" && s !== "cdd") }),
      fc.record({ wrongKind: fc.constantFrom(...REQUIRED), value: fc.oneof(fc.integer(), fc.boolean()) }),
      fc.record({ badUrl: fc.constantFrom("identificationCardImageUrl", "selfieImageUrl"), url: words }),
    ),
  )
  .map(([valid, breakage]) => {
    const body = structuredClone(valid) as Json;
    const info = body.additionalInfo as Json;
    if ("drop" in breakage) delete body[breakage.drop];
    if ("dropInfo" in breakage) delete info[breakage.dropInfo];
    if ("dropOutcome" in breakage) {
      delete info.benefits;
      delete info.rejectReasons;
    }
    if ("badStatus" in breakage) {
      if ("status" in body) body.status = breakage.badStatus;
      else info.status = breakage.badStatus;
    }
    if ("badType" in breakage) info.type = breakage.badType;
    if ("wrongKind" in breakage) body[breakage.wrongKind] = breakage.value;
    if ("badUrl" in breakage) info[breakage.badUrl] = breakage.url.includes(":") ? "no url" : breakage.url;
    return body;
  });

const decisions = () => db().upgradeDecision.count();

describe("callback receiver, property-based", () => {
  beforeAll(async () => {
    await resetDb();
    await acceptTokens(db(), [PREVIOUS_TOKEN, CURRENT_TOKEN]);
  });

  it("stores every valid notification exactly once, however often it is delivered", async () => {
    await fc.assert(
      fc.asyncProperty(validNotification, fc.integer({ min: 1, max: 3 }), async (body, times) => {
        const before = await decisions();
        for (let i = 0; i < times; i++) {
          const response = await POST(delivery(body));
          expect(response.status).toBe(200);
          expect(await response.json()).toMatchObject({
            responseCode: "2000000",
            originalReferenceNo: body.originalReferenceNo,
          });
        }
        expect(await decisions()).toBe(before + 1);
      }),
      { numRuns: 40 },
    );
  });

  it("never stores an invalid notification, and answers it 400", async () => {
    await fc.assert(
      fc.asyncProperty(invalidNotification, async (body) => {
        const before = await decisions();
        const response = await POST(delivery(body));
        expect(response.status).toBe(400);
        expect(["4000001", "4000002"]).toContain(((await response.json()) as Json).responseCode);
        expect(await decisions()).toBe(before);
      }),
      { numRuns: 60 },
    );
  });
});
