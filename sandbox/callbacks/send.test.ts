import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { sendCallbacks } from "../send-callbacks";
import type { UpgradeNotification } from "./payloads";

type Received = { headers: IncomingHttpHeaders; body: UpgradeNotification };

/** The decision wherever the shape puts it, checked against what the contract requires with it. */
function decisionOf(body: UpgradeNotification): "approved" | "rejected" {
  const { additionalInfo } = body;
  const status = body.status ?? additionalInfo.status;
  if (status === undefined) throw new Error(`no status in ${body.originalReferenceNo}`);
  if (body.status !== undefined && additionalInfo.status !== undefined) throw new Error("status given twice");
  const reasons = status === "approved" ? additionalInfo.benefits : additionalInfo.rejectReasons;
  if (!reasons?.length) throw new Error(`${status} without its list in ${body.originalReferenceNo}`);
  return status;
}

const servers: ReturnType<typeof createServer>[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A receiver that records each delivery and answers what `answer` decides. */
async function startReceiver(
  answer: (received: Received, deliveryNumber: number) => { status: number; body: unknown },
) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const item = { headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString()) };
      received.push(item);
      const { status, body } = answer(item, received.length);
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1.0/snap/account/upgrade/notify`, received };
}

const ack = (body: UpgradeNotification) => ({
  status: 200,
  body: {
    responseCode: "2000000",
    responseMessage: "Successful",
    originalReferenceNo: body.originalReferenceNo,
  },
});

const noWait = async () => {};

describe("sendCallbacks", () => {
  it("delivers valid notifications with the callback token and JSON headers", async () => {
    const receiver = await startReceiver((item) => ack(item.body));
    const summary = await sendCallbacks({
      url: receiver.url,
      token: "cb-token",
      count: 20,
      imageBaseUrl: "http://127.0.0.1:4010/",
      sleep: noWait,
    });
    expect(summary).toMatchObject({ sent: 20, acknowledged: 20, retried: 0, failed: 0 });
    const statuses = new Set<string>();
    for (const { headers, body } of receiver.received) {
      expect(headers["x-callback-token"]).toBe("cb-token");
      expect(headers["content-type"]).toBe("application/json");
      expect(headers.accept).toBe("application/json");
      statuses.add(decisionOf(body));
      expect(body.status).toBeDefined();
      expect(body.additionalInfo.type).toBe("upgrade_account");
      expect(body.additionalInfo.identificationCardImageUrl).toMatch(
        /^http:\/\/127\.0\.0\.1:4010\/images\/(expired\/|broken\/)?ktp\//,
      );
    }
    expect(statuses).toEqual(new Set(["approved", "rejected"]));
  });

  it("sends the variant shape and duplicates of earlier notifications when asked", async () => {
    const receiver = await startReceiver((item) => ack(item.body));
    const summary = await sendCallbacks({
      url: receiver.url,
      token: "t",
      count: 9,
      duplicates: 3,
      includeVariant: true,
      imageBaseUrl: "http://sandbox.test",
      sleep: noWait,
    });
    expect(summary.sent).toBe(12);
    const parsed = receiver.received.map(({ body }) => body);
    for (const body of parsed) decisionOf(body);
    const variants = parsed.slice(0, 9).filter((item) => item.additionalInfo.type === "cdd");
    expect(variants).toHaveLength(3);
    for (const variant of variants) {
      expect(variant.status).toBeUndefined();
      expect(variant.additionalInfo.status).toBeDefined();
    }
    const firstNine = new Set(parsed.slice(0, 9).map((item) => item.originalReferenceNo));
    for (const duplicate of parsed.slice(9)) expect(firstNine.has(duplicate.originalReferenceNo)).toBe(true);
    expect(summary.deliveries.filter((delivery) => delivery.duplicate)).toHaveLength(3);
  });

  it("retries with backoff until acknowledged with 2000000", async () => {
    const delays: number[] = [];
    const receiver = await startReceiver((item, number) =>
      number <= 2
        ? { status: 500, body: { responseCode: "5000000", responseMessage: "General Error" } }
        : ack(item.body),
    );
    const summary = await sendCallbacks({
      url: receiver.url,
      token: "t",
      count: 1,
      imageBaseUrl: "http://sandbox.test",
      baseBackoffMs: 100,
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    expect(summary).toMatchObject({ sent: 1, acknowledged: 1, retried: 2, failed: 0 });
    expect(delays).toEqual([100, 200]);
    expect(summary.deliveries[0]?.attempts).toBe(3);
  });

  it("counts a notification as failed when never acknowledged", async () => {
    const receiver = await startReceiver(() => ({
      status: 200,
      body: { responseCode: "4010000", responseMessage: "Unauthorized" },
    }));
    const summary = await sendCallbacks({
      url: receiver.url,
      token: "wrong",
      count: 2,
      maxAttempts: 3,
      imageBaseUrl: "http://sandbox.test",
      sleep: noWait,
    });
    expect(summary).toMatchObject({ sent: 2, acknowledged: 0, retried: 4, failed: 2 });
    expect(summary.deliveries[0]?.lastResult).toBe("4010000");
    expect(receiver.received).toHaveLength(6);
  });

  it("is deterministic for a seed", async () => {
    const first = await startReceiver((item) => ack(item.body));
    const second = await startReceiver((item) => ack(item.body));
    for (const receiver of [first, second]) {
      await sendCallbacks({
        url: receiver.url,
        token: "t",
        count: 5,
        seed: "s",
        imageBaseUrl: "http://x.test",
        sleep: noWait,
      });
    }
    expect(second.received.map((item) => item.body)).toEqual(first.received.map((item) => item.body));
  });
});
