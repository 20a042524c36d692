import "server-only";
import { randomBytes } from "node:crypto";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { type Keyring, seal } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { CreateEndpointValues, EndpointFormat, UpdateEndpointValues } from "./schemas";
import { WEBHOOK_SECRET_CONTEXT, WEBHOOK_URL_CONTEXT } from "./sealed";
import { TOPIC_NAMES, type Topic } from "./topics";

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}

/**
 * What the list shows of an address: its scheme and host, and "/…" for a path (an incoming webhook's path is its
 * credential; the whole address is sealed).
 */
export function shownAddress(address: string): string {
  const url = new URL(address);
  return `${url.protocol}//${url.host}${url.pathname === "/" && !url.search ? "" : "/…"}`;
}

export interface EndpointView {
  id: string;
  name: string;
  format: EndpointFormat;
  url: string;
  topics: Topic[];
  enabled: boolean;
  createdAt: Date;
}

export async function listEndpoints(db: Db): Promise<EndpointView[]> {
  const rows = await db.webhookEndpoint.findMany({ orderBy: { createdAt: "asc" } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    format: row.format === "slack" ? "slack" : "webhook",
    url: row.url,
    topics: TOPIC_NAMES.filter((topic) => row.topics.split(",").includes(topic)),
    enabled: row.enabled,
    createdAt: row.createdAt,
  }));
}

const endpointDetail = (input: { name: string; topics: Topic[]; enabled: boolean }) => ({
  name: input.name,
  topics: input.topics.join(","),
  enabled: input.enabled,
});

/** Adds an endpoint; a generic webhook gets its signing secret, returned this once and then only sealed. */
export async function createEndpoint(
  db: Db,
  by: Requester,
  input: CreateEndpointValues,
  keys: Keyring,
): Promise<{ id: string; secret: string | null }> {
  const secret = input.format === "webhook" ? newSigningSecret() : null;
  return db.$transaction(async (tx) => {
    const created = await tx.webhookEndpoint.create({
      data: {
        name: input.name,
        format: input.format,
        url: shownAddress(input.url),
        urlSealed: seal(input.url, keys.current, WEBHOOK_URL_CONTEXT),
        secretSealed: secret ? seal(secret, keys.current, WEBHOOK_SECRET_CONTEXT) : null,
        topics: input.topics.join(","),
        enabled: input.enabled,
      },
    });
    await audit(tx, by, {
      action: "notifications.endpoint_create",
      target: { type: "webhookEndpoint", id: created.id },
      outcome: "success",
      detail: { ...endpointDetail(input), format: input.format, host: shownAddress(input.url) },
    });
    return { id: created.id, secret };
  });
}

/** Changes an endpoint's name, topics, whether it is on, and (when given) its address. */
export async function updateEndpoint(db: Db, by: Requester, input: UpdateEndpointValues, keys: Keyring) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.updateMany({
      where: { id: input.id },
      data: {
        name: input.name,
        topics: input.topics.join(","),
        enabled: input.enabled,
        ...(input.url
          ? { url: shownAddress(input.url), urlSealed: seal(input.url, keys.current, WEBHOOK_URL_CONTEXT) }
          : {}),
      },
    });
    if (count === 0) throw new AppError("endpoint_not_found");
    await audit(tx, by, {
      action: "notifications.endpoint_update",
      target: { type: "webhookEndpoint", id: input.id },
      outcome: "success",
      detail: { ...endpointDetail(input), addressReplaced: Boolean(input.url) },
    });
  });
}

/** Deletes an endpoint and whatever was still queued for it. */
export async function deleteEndpoint(db: Db, by: Requester, id: string) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.webhookEndpoint.deleteMany({ where: { id } });
    if (count === 0) throw new AppError("endpoint_not_found");
    await audit(tx, by, {
      action: "notifications.endpoint_delete",
      target: { type: "webhookEndpoint", id },
      outcome: "success",
    });
  });
}
