import { requireApi } from "@/lib/auth/guard";
import { currentKey } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { decisionPii } from "@/lib/inbox/detail";
import type { ImageFailure } from "@/lib/inbox/image-proxy/failures";
import { fetchImage } from "@/lib/inbox/image-proxy/fetch-image";
import { imagePolicy } from "@/lib/inbox/image-proxy/policy";
import { log } from "@/lib/log";

export const dynamic = "force-dynamic";

const KINDS = { ktp: "identificationCardImageUrl", selfie: "selfieImageUrl" } as const;

const FAILURE_STATUS: Record<ImageFailure, number> = {
  host_not_allowed: 403,
  private_address: 403,
  unresolvable: 502,
  redirect: 502,
  expired: 404,
  upstream: 502,
  unsupported_type: 415,
  too_large: 413,
  timeout: 504,
  broken: 422,
};

// Identity images are never stored: not by this server (the bytes pass through memory), not by the browser.
const NO_STORE = { "Cache-Control": "no-store, private", "X-Content-Type-Options": "nosniff" };

/**
 * GET /api/inbox/images/<decision id>/<ktp|selfie>: the decision's identity image, fetched server-side. The
 * address comes from the stored decision, never from the request, so it cannot be pointed elsewhere.
 */
export async function GET(_request: Request, { params }: RouteContext<"/api/inbox/images/[id]/[kind]">) {
  const access = await requireApi("inbox.view");
  if ("response" in access) return access.response;
  const { id, kind } = await params;
  if (!(kind in KINDS)) return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
  const pii = await decisionPii(db(), id, currentKey());
  if (!pii) return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
  const result = await fetchImage(pii[KINDS[kind as keyof typeof KINDS]], await imagePolicy(db()));
  log.info("inbox_image", { decisionId: id, kind, outcome: result.ok ? "ok" : result.reason });
  if (!result.ok) {
    return Response.json(
      { error: result.reason },
      { status: FAILURE_STATUS[result.reason], headers: NO_STORE },
    );
  }
  return new Response(new Uint8Array(result.bytes), {
    headers: {
      ...NO_STORE,
      "Content-Type": result.contentType,
      "Content-Length": String(result.bytes.length),
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
}
