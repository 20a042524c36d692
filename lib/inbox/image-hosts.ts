import { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import type { Db, DbTx } from "@/lib/db/client";

const ROW = "default";

const DEFAULT_PORTS: Record<string, string> = { "http:": "80", "https:": "443" };

/** An entry with a port matches that port only; without one, the standard port of the address's scheme. */
export function isAllowedImageUrl(url: URL, hosts: readonly string[]): boolean {
  const port = url.port || DEFAULT_PORTS[url.protocol];
  if (!port) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some(
    (entry) => entry === `${host}:${port}` || (entry === host && port === DEFAULT_PORTS[url.protocol]),
  );
}

/** host[:port] of an address, as an allow-list entry (the port only when it is not the scheme's standard). */
function entryOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.port ? `${url.hostname}:${url.port}` : url.hostname;
  } catch {
    return null;
  }
}

export type ImageHostSource = "saved" | "provider" | "none";

/**
 * The hosts the image proxy may fetch from. Until an admin saves a list, the provider connection's own hosts
 * are used: identity images are normally served by the provider that sends the notifications.
 */
export async function getImageHostSettings(db: Db): Promise<{
  hosts: string[];
  source: ImageHostSource;
  updatedAt: Date | null;
  updatedBy: string | null;
}> {
  const saved = await db.inboxSettings.findUnique({ where: { id: ROW } });
  if (saved?.imageHosts != null) {
    const hosts = z.array(z.string()).catch([]).parse(JSON.parse(saved.imageHosts));
    return { hosts, source: "saved", updatedAt: saved.updatedAt, updatedBy: saved.updatedBy };
  }
  const provider = await db.providerSettings.findUnique({
    where: { id: "default" },
    select: { statusBaseUrl: true, historyBaseUrl: true },
  });
  const hosts = provider
    ? [...new Set([provider.statusBaseUrl, provider.historyBaseUrl].flatMap((url) => entryOf(url) ?? []))]
    : [];
  return { hosts, source: hosts.length ? "provider" : "none", updatedAt: null, updatedBy: null };
}

export async function saveImageHosts(db: DbTx, hosts: string[], updatedBy: string): Promise<void> {
  const imageHosts = JSON.stringify(hosts);
  await db.inboxSettings.upsert({
    where: { id: ROW },
    create: { id: ROW, imageHosts, updatedBy },
    update: { imageHosts, updatedBy },
  });
}

/** An admin's change of the list, audited with the hosts it now holds. */
export async function updateImageHosts(db: Db, by: Requester, hosts: string[]): Promise<void> {
  await db.$transaction(async (tx) => {
    await saveImageHosts(tx, hosts, by.user.email);
    await audit(tx, by, {
      action: "inbox.image_hosts_update",
      target: { type: "inbox_settings", id: ROW },
      outcome: "success",
      detail: { hosts: hosts.join(","), count: hosts.length },
    });
  });
}
