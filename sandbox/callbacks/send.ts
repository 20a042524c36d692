import { z } from "zod";
import { createRng } from "../data/prng";
import { upgradeNotification } from "./payloads";

/** HTTP 200 + service code 00 + case code 00, SNAP style (docs/provider-api.md#response-codes). */
const SUCCESS_RESPONSE_CODE = "2000000";

const acknowledgementSchema = z.looseObject({ responseCode: z.string() });

export type SendCallbacksOptions = {
  url: string;
  token: string;
  count: number;
  duplicates?: number;
  includeVariant?: boolean;
  seed?: string;
  imageBaseUrl: string;
  /** Deliveries per notification, the first included. */
  maxAttempts?: number;
  baseBackoffMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
};

export type DeliveryOutcome = {
  originalReferenceNo: string;
  duplicate: boolean;
  attempts: number;
  acknowledged: boolean;
  /** responseCode of the last answer, or why there was none (e.g. "timeout", "http 500"). */
  lastResult: string;
};

export type SendCallbacksSummary = {
  sent: number;
  acknowledged: number;
  retried: number;
  failed: number;
  deliveries: DeliveryOutcome[];
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function deliverOnce(
  body: string,
  options: SendCallbacksOptions,
  fetchImpl: typeof fetch,
): Promise<{ acknowledged: boolean; result: string }> {
  try {
    const response = await fetchImpl(options.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "x-callback-token": options.token,
      },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return { acknowledged: false, result: `http ${response.status}, not JSON` };
    }
    const ack = acknowledgementSchema.safeParse(json);
    if (!ack.success) return { acknowledged: false, result: `http ${response.status}, no responseCode` };
    return { acknowledged: ack.data.responseCode === SUCCESS_RESPONSE_CODE, result: ack.data.responseCode };
  } catch (error) {
    const name = error instanceof Error ? error.name : "";
    return { acknowledged: false, result: name === "TimeoutError" ? "timeout" : "network error" };
  }
}

/**
 * Sends 4.3 notifications the way the provider does: one at a time, each retried with exponential backoff
 * until answered with responseCode 2000000 or out of attempts; then `duplicates` re-sends of earlier ones.
 */
export async function sendCallbacks(options: SendCallbacksOptions): Promise<SendCallbacksSummary> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? defaultSleep;
  const maxAttempts = options.maxAttempts ?? 5;
  const baseBackoffMs = options.baseBackoffMs ?? 500;
  const seed = options.seed ?? "1";
  const notifications = Array.from({ length: options.count }, (_, index) =>
    upgradeNotification(index, {
      seed,
      imageBaseUrl: options.imageBaseUrl,
      includeVariant: options.includeVariant ?? false,
    }),
  );
  const pickRng = createRng(seed, "duplicates");
  const queue = notifications.map((body) => ({ body, duplicate: false }));
  for (let copy = 0; copy < (options.duplicates ?? 0) && notifications.length > 0; copy++) {
    queue.push({ body: pickRng.pick(notifications), duplicate: true });
  }

  const deliveries: DeliveryOutcome[] = [];
  let retried = 0;
  for (const { body, duplicate } of queue) {
    const text = JSON.stringify(body);
    let attempts = 0;
    let outcome = { acknowledged: false, result: "not sent" };
    while (attempts < maxAttempts && !outcome.acknowledged) {
      if (attempts > 0) {
        retried += 1;
        await sleep(baseBackoffMs * 2 ** (attempts - 1));
      }
      attempts += 1;
      outcome = await deliverOnce(text, options, fetchImpl);
    }
    deliveries.push({
      originalReferenceNo: body.originalReferenceNo,
      duplicate,
      attempts,
      acknowledged: outcome.acknowledged,
      lastResult: outcome.result,
    });
  }
  const acknowledged = deliveries.filter((delivery) => delivery.acknowledged).length;
  return {
    sent: deliveries.length,
    acknowledged,
    retried,
    failed: deliveries.length - acknowledged,
    deliveries,
  };
}
