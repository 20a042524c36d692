import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { resetDb } from "@/test/db";
import { refuseMethod as GET, receiveCallbackRequest as POST } from "./endpoint";
import {
  acceptTokens,
  approvedNotification,
  CURRENT_TOKEN,
  delivery,
  PREVIOUS_TOKEN,
  rejectedVariant,
} from "./test-helpers";

type Json = Record<string, unknown>;

async function answer(request: Request) {
  const response = await POST(request);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

function without(body: Json, path: string): Json {
  const copy = structuredClone(body);
  const [first, second] = path.split(".") as [string, string | undefined];
  if (second) delete (copy[first] as Json)[second];
  else delete copy[first];
  return copy;
}

function withValue(body: Json, path: string, value: unknown): Json {
  const copy = structuredClone(body);
  const [first, second] = path.split(".") as [string, string | undefined];
  if (second) (copy[first] as Json)[second] = value;
  else copy[first] = value;
  return copy;
}

const decisions = () => db().upgradeDecision.count();

describe("POST /v1.0/snap/account/upgrade/notify: accepted deliveries", () => {
  beforeEach(async () => {
    await resetDb();
    await acceptTokens(db(), [PREVIOUS_TOKEN, CURRENT_TOKEN]);
  });

  it("stores the documented shape and answers 2000000 with the reference at the top and in additionalInfo", async () => {
    const result = await answer(delivery(approvedNotification("UPG-100")));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      responseCode: "2000000",
      responseMessage: "Successful",
      originalReferenceNo: "UPG-100",
      additionalInfo: { originalReferenceNo: "UPG-100" },
    });
    const row = await db().upgradeDecision.findFirstOrThrow({ include: { deliveries: true } });
    expect(row).toMatchObject({
      originalReferenceNo: "UPG-100",
      status: "approved",
      custId: "user-0042",
      shape: "documented",
      notificationType: "upgrade_account",
      conflict: false,
      reviewState: "new",
    });
    expect(row.deliveries).toMatchObject([{ outcome: "stored", httpStatus: 200, responseCode: "2000000" }]);
    // The maiden name and the image addresses are only ever stored sealed; the token never is.
    const stored = JSON.stringify(row);
    expect(stored).not.toContain("Siti Aminah");
    expect(stored).not.toContain("/images/ktp/");
    expect(stored).not.toContain(CURRENT_TOKEN);
  });

  it("stores the variant shape (status inside additionalInfo, type cdd) and says which arrived", async () => {
    const result = await answer(delivery(rejectedVariant("UPG-200")));
    expect(result.body.responseCode).toBe("2000000");
    expect(await db().upgradeDecision.findFirstOrThrow()).toMatchObject({
      status: "rejected",
      shape: "variant",
      notificationType: "cdd",
      rejectReasons: JSON.stringify(["Foto KTP buram atau tidak terbaca"]),
    });
  });

  it("accepts the previous token during a rotation", async () => {
    const result = await answer(delivery(approvedNotification(), { token: PREVIOUS_TOKEN }));
    expect(result.body.responseCode).toBe("2000000");
    expect(await decisions()).toBe(1);
  });

  it("answers a repeated delivery with success and changes nothing", async () => {
    await answer(delivery(approvedNotification("UPG-300")));
    const before = await db().upgradeDecision.findFirstOrThrow();
    const again = await answer(delivery(approvedNotification("UPG-300")));
    expect(again.body).toMatchObject({ responseCode: "2000000", originalReferenceNo: "UPG-300" });
    expect(await db().upgradeDecision.findFirstOrThrow()).toEqual(before);
    const outcomes = await db().callbackDelivery.findMany({ orderBy: { receivedAt: "asc" } });
    expect(outcomes.map((d) => [d.outcome, d.decisionId])).toEqual([
      ["stored", before.id],
      ["duplicate", before.id],
    ]);
  });

  it("treats the same decision in the other shape as a repeat, not a contradiction", async () => {
    const documented = approvedNotification("UPG-310");
    const info = documented.additionalInfo as Json;
    const variant = {
      ...without(documented, "status"),
      additionalInfo: { ...info, type: "cdd", status: "approved" },
    };
    await answer(delivery(documented));
    expect((await answer(delivery(variant))).body.responseCode).toBe("2000000");
    expect(await decisions()).toBe(1);
  });

  it("keeps a contradicting notification for the same reference and flags both, overwriting nothing", async () => {
    await answer(delivery(approvedNotification("UPG-400")));
    const rejected = {
      ...without(approvedNotification("UPG-400"), "status"),
      status: "rejected",
      additionalInfo: {
        ...(approvedNotification().additionalInfo as Json),
        benefits: undefined,
        rejectReasons: ["NIK tidak sesuai dengan data Dukcapil"],
      },
    };
    const result = await answer(delivery(rejected));
    expect(result.body.responseCode).toBe("2000000");
    const rows = await db().upgradeDecision.findMany({ orderBy: { receivedAt: "asc" } });
    expect(rows.map((r) => [r.status, r.conflict])).toEqual([
      ["approved", true],
      ["rejected", true],
    ]);
    expect(await db().callbackDelivery.findFirst({ where: { decisionId: rows[1]?.id } })).toMatchObject({
      outcome: "conflict",
    });
  });

  it("keeps mandatory texts as received: white space around a value is not taken off", async () => {
    const body = withValue(approvedNotification("UPG-WS"), "custId", "\u3000user-0042 ");
    expect((await answer(delivery(body))).body.responseCode).toBe("2000000");
    expect(await db().upgradeDecision.findFirstOrThrow()).toMatchObject({ custId: "\u3000user-0042 " });
  });

  it("accepts application/json with a UTF-8 charset", async () => {
    const result = await answer(
      delivery(approvedNotification(), { contentType: "application/json; charset=UTF-8" }),
    );
    expect(result.status).toBe(200);
  });
});

describe("POST /v1.0/snap/account/upgrade/notify: refused deliveries store no decision", () => {
  beforeEach(async () => {
    await resetDb();
    await acceptTokens(db(), [PREVIOUS_TOKEN, CURRENT_TOKEN]);
  });

  async function expectRefused(
    request: Request,
    expected: { status: number; code: string; reference?: string | null; message?: string },
  ) {
    const result = await answer(request);
    expect(result.status).toBe(expected.status);
    expect(result.body.responseCode).toBe(expected.code);
    if (expected.reference !== undefined) {
      expect(result.body.originalReferenceNo).toBe(expected.reference ?? undefined);
    }
    if (expected.message) expect(result.body.responseMessage).toBe(expected.message);
    expect(result.headers.get("location")).toBeNull();
    expect(await decisions()).toBe(0);
    return result;
  }

  const tokenCases: [string, string | null][] = [
    ["missing", null],
    ["empty", ""],
    ["wrong", "not-the-token"],
    ["one character off", `${CURRENT_TOKEN.slice(0, -1)}8`],
    ["a prefix", CURRENT_TOKEN.slice(0, -1)],
    ["with a suffix", `${CURRENT_TOKEN}0`],
    ["in other case", CURRENT_TOKEN.toUpperCase()],
    ["duplicated in one header", `${CURRENT_TOKEN}, ${CURRENT_TOKEN}`],
    ["current and previous together", `${CURRENT_TOKEN},${PREVIOUS_TOKEN}`],
  ];
  it.each(tokenCases)("a %s token: 401 4010000, leaving no row behind", async (_, token) => {
    await expectRefused(delivery(approvedNotification("UPG-T"), { token }), {
      status: 401,
      code: "4010000",
      reference: "UPG-T",
    });
    // Counted per minute and address instead (anonymous-callers.int.test.ts), never stored row by row.
    expect(await db().callbackDelivery.count()).toBe(0);
  });

  it("a token sent twice as two headers: 401", async () => {
    const request = delivery(approvedNotification("UPG-T2"));
    request.headers.append("x-callback-token", CURRENT_TOKEN);
    await expectRefused(request, { status: 401, code: "4010000" });
  });

  it("no token is configured at all: every delivery is refused", async () => {
    await resetDb();
    await expectRefused(delivery(approvedNotification()), { status: 401, code: "4010000" });
  });

  it.each([
    ["missing", null],
    ["text/plain", "text/plain"],
    ["a form", "application/x-www-form-urlencoded"],
    ["JSON in Latin-1", "application/json; charset=latin1"],
    ["a JSON look-alike", "application/jsonx"],
  ])("a %s content type: 415 4150000, echoing the reference", async (_, contentType) => {
    await expectRefused(delivery(approvedNotification("UPG-CT"), { contentType }), {
      status: 415,
      code: "4150000",
      reference: "UPG-CT",
    });
  });

  it.each([
    ["malformed", '{"originalReferenceNo": "UPG-M", custId: }'],
    ["truncated", JSON.stringify(approvedNotification("UPG-TR")).slice(0, 60)],
    ["empty", ""],
    ["an array", JSON.stringify([approvedNotification()])],
    ["a string", '"approved"'],
    ["a number", "42"],
    ["null", "null"],
  ])("a %s body: 400 4000001", async (_, raw) => {
    await expectRefused(delivery(raw, { raw: true }), { status: 400, code: "4000001", reference: null });
    expect(await db().callbackDelivery.findFirstOrThrow()).toMatchObject({
      outcome: "invalid",
      httpStatus: 400,
    });
  });

  it("a body that is not UTF-8: 400 4000001", async () => {
    const request = new Request(delivery({}).url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-callback-token": CURRENT_TOKEN },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    await expectRefused(request, { status: 400, code: "4000001" });
  });

  const required = [
    "originalReferenceNo",
    "custId",
    "motherMaidenName",
    "status",
    "additionalInfo",
    "additionalInfo.type",
    "additionalInfo.identificationCardImageUrl",
    "additionalInfo.selfieImageUrl",
  ];
  it.each(required)("without %s: 400 4000002 naming it", async (field) => {
    await expectRefused(delivery(without(approvedNotification("UPG-R"), field)), {
      status: 400,
      code: "4000002",
      reference: field === "originalReferenceNo" ? null : "UPG-R",
      message: `Invalid Mandatory Field ${field}`,
    });
    expect(await db().callbackDelivery.findFirstOrThrow()).toMatchObject({
      outcome: "missing_field",
      problemField: field,
      responseCode: "4000002",
    });
  });

  it.each(["custId", "motherMaidenName", "originalReferenceNo"])(
    "with an empty %s: 400 4000002",
    async (field) => {
      await expectRefused(delivery(withValue(approvedNotification("UPG-E"), field, "")), {
        status: 400,
        code: "4000002",
      });
    },
  );

  // Blank: nothing but white space (ASCII, U+00A0, U+3000, …) or zero-width characters (provider/schemas/blank.ts).
  const blanks: [string, string][] = [
    ["a space", " "],
    ["tabs and line breaks", "\t\r\n"],
    ["no-break spaces (U+00A0)", "\u00A0\u00A0"],
    ["an ideographic space (U+3000)", "\u3000"],
    ["a zero-width space (U+200B)", "\u200B"],
  ];
  const mandatoryText = [
    "originalReferenceNo",
    "custId",
    "motherMaidenName",
    "status",
    "additionalInfo.type",
    "additionalInfo.identificationCardImageUrl",
    "additionalInfo.selfieImageUrl",
  ];
  describe.each(mandatoryText)("a blank %s: 400 4000002 naming it, nothing stored", (field) => {
    it.each(blanks)("%s", async (_, blank) => {
      await expectRefused(delivery(withValue(approvedNotification("UPG-BL"), field, blank)), {
        status: 400,
        code: "4000002",
        reference: field === "originalReferenceNo" ? null : "UPG-BL",
        message: `Invalid Mandatory Field ${field}`,
      });
      expect(await db().callbackDelivery.findFirstOrThrow()).toMatchObject({
        outcome: "missing_field",
        problemField: field,
      });
    });
  });

  it.each([
    ["approved", "a benefit", approvedNotification("UPG-BL"), "additionalInfo.benefits"],
    ["rejected", "a reason", rejectedVariant("UPG-BL"), "additionalInfo.rejectReasons"],
  ])("%s with %s of only white space: 400 4000002 naming it", async (_, __, body, list) => {
    for (const [, blank] of blanks) {
      await resetDb();
      await acceptTokens(db(), [CURRENT_TOKEN]);
      await expectRefused(delivery(withValue(body, list, ["Sah", blank])), {
        status: 400,
        code: "4000002",
        reference: "UPG-BL",
        message: `Invalid Mandatory Field ${list}.1`,
      });
    }
  });

  it("approved without benefits: 400 4000002", async () => {
    await expectRefused(delivery(without(approvedNotification("UPG-B"), "additionalInfo.benefits")), {
      status: 400,
      code: "4000002",
      reference: "UPG-B",
      message: "Invalid Mandatory Field additionalInfo.benefits",
    });
  });

  it("approved with an empty list of benefits: 400 4000002", async () => {
    await expectRefused(delivery(withValue(approvedNotification("UPG-B"), "additionalInfo.benefits", [])), {
      status: 400,
      code: "4000002",
    });
  });

  it("rejected without reasons: 400 4000002", async () => {
    await expectRefused(delivery(without(rejectedVariant("UPG-RJ"), "additionalInfo.rejectReasons")), {
      status: 400,
      code: "4000002",
      reference: "UPG-RJ",
      message: "Invalid Mandatory Field additionalInfo.rejectReasons",
    });
  });

  it.each([
    ["additionalInfo.type", "withdraw"],
    ["status", "pending"],
    ["custId", 42],
    ["motherMaidenName", ["Siti"]],
    ["additionalInfo.benefits", "Transfer ke rekening bank"],
    ["additionalInfo.identificationCardImageUrl", "not a url"],
    ["additionalInfo.selfieImageUrl", "javascript:alert(1)"],
    ["additionalInfo.status", "rejected"],
    ["additionalInfo", "upgrade_account"],
    ["originalReferenceNo", "U".repeat(129)],
  ])("a wrong %s: 400 4000001 naming it", async (field, value) => {
    const result = await expectRefused(delivery(withValue(approvedNotification("UPG-W"), field, value)), {
      status: 400,
      code: "4000001",
    });
    expect(result.body.responseMessage).toBe(`Invalid Field Format ${field}`);
  });

  it("an oversized body: 413 4130000", async () => {
    const huge = approvedNotification("UPG-BIG", { padding: "x".repeat(70_000) });
    await expectRefused(delivery(huge), { status: 413, code: "4130000" });
    expect(await db().callbackDelivery.findFirstOrThrow()).toMatchObject({
      outcome: "too_large",
      httpStatus: 413,
    });
  });

  it("an oversized body streamed without a length: 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16_384));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(delivery({}).url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-callback-token": CURRENT_TOKEN },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expectRefused(request, { status: 413, code: "4130000" });
  });

  it("GET: 405 4050000 with Allow: POST", async () => {
    const response = await GET();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ responseCode: "4050000" });
    expect(await decisions()).toBe(0);
  });
});
