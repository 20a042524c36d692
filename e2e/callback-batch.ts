import type { UpgradeNotificationWire } from "../lib/provider/schemas/upgrade-notification";
import { upgradeNotification } from "../sandbox/callbacks/payloads";
import { sendCallbacks } from "../sandbox/send-callbacks";
import { E2E } from "./env";

// inbox.spec.ts counts the decisions it stores: every other spec that needs decisions sends some of this
// same batch, which the app takes as repeats of decisions it already has, never as new ones.
// Seed "3" gives a mix of decisions, a broken image (index 0) and expired links (index 5), both shapes.
export const NOTIFY_URL = `${E2E.baseURL}/v1.0/snap/account/upgrade/notify`;
export const CALLBACK_TOKEN = E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN;
export const BATCH = { seed: "3", imageBaseUrl: E2E.sandboxUrl, includeVariant: true };
export const BATCH_SIZE = 12;
export const sent: UpgradeNotificationWire[] = Array.from({ length: BATCH_SIZE }, (_, i) =>
  upgradeNotification(i, BATCH),
);

/** Sends the first `count` decisions of the batch (and `duplicates` repeats). */
export const sendBatch = (count: number = BATCH_SIZE, duplicates = 0) =>
  sendCallbacks({ url: NOTIFY_URL, token: CALLBACK_TOKEN, count, duplicates, ...BATCH });
