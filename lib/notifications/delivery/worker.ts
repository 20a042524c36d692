import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { startPeriodic } from "@/lib/background/periodic";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { loadDeliverySettings } from "../smtp-config";
import { deliverDue } from "./deliver";

const EVERY_MS = 2_000;

/**
 * Starts this instance's delivery of notifications (every instance runs one): every two seconds it sends what
 * is due. Instances share the work through the database; each message is held by one worker at a time.
 */
export function startNotificationDelivery(): void {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const config = env();
  startPeriodic(
    "notification-delivery",
    async () => {
      const result = await deliverDue(db(), {
        owner,
        keys: keyring(),
        settings: (client) => loadDeliverySettings(client, keyring(), config),
        retryBaseMs: config.NOTIFICATIONS_RETRY_BASE_SECONDS * 1_000,
        allowPrivateNetwork: config.NOTIFICATIONS_ALLOW_PRIVATE_NETWORK,
      });
      if (result.sent + result.retried + result.givenUp > 0)
        log.info("notifications_delivered", { ...result });
    },
    {
      everyMs: EVERY_MS,
      firstAfterMs: EVERY_MS,
      onError: (error) => log.error("notification_delivery_failed", { error }),
    },
  );
}
