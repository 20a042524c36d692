import { z } from "zod";
import type { Db } from "@/lib/db/client";
import { getImageHostSettings } from "../image-hosts";
import type { ImagePolicy } from "./fetch-image";

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TIMEOUT_MS = 10_000;

const flag = z.enum(["true", "false"]).optional().catch(undefined);

/**
 * Private and loopback addresses are refused in production: an allow-list entry must not become a way into
 * the internal network. The demo and the e2e run the production build against the sandbox on 127.0.0.1, so
 * IMAGE_PROXY_ALLOW_PRIVATE_NETWORK=true lets them through there; outside production they are allowed.
 */
export function allowsPrivateNetwork(source: Record<string, string | undefined> = process.env): boolean {
  if (source.NODE_ENV !== "production") return true;
  return flag.parse(source.IMAGE_PROXY_ALLOW_PRIVATE_NETWORK) === "true";
}

/**
 * Identity images travel over HTTPS in production, so nobody on the way can read or swap them. Plain HTTP is
 * accepted there only from a private address the deployment allows (the sandbox of a demo or test run).
 */
export function requiresHttps(source: Record<string, string | undefined> = process.env): boolean {
  return source.NODE_ENV === "production";
}

export async function imagePolicy(db: Db): Promise<ImagePolicy> {
  const { hosts } = await getImageHostSettings(db);
  return {
    allowedHosts: hosts,
    allowPrivateNetwork: allowsPrivateNetwork(),
    requireHttps: requiresHttps(),
    maxBytes: MAX_IMAGE_BYTES,
    timeoutMs: IMAGE_TIMEOUT_MS,
  };
}
