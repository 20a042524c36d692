import { audit } from "@/lib/audit/audit";
import { requireApi } from "@/lib/auth/guard";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { DECISION_TARGET, decisionPii } from "@/lib/inbox/detail";
import type { ImageFailure } from "@/lib/inbox/image-proxy/failures";
import { fetchImage } from "@/lib/inbox/image-proxy/fetch-image";
import { imagePolicy } from "@/lib/inbox/image-proxy/policy";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

const KINDS = { ktp: "identificationCardImageUrl", selfie: "selfieImageUrl" } as const;
type Kind = keyof typeof KINDS;
const isKind = (kind: string): kind is Kind => Object.hasOwn(KINDS, kind);

const FAILURE_STATUS: Record<ImageFailure, number> = {
  host_not_allowed: 403,
  private_address: 403,
  insecure: 403,
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
 * address comes from the stored decision, never from the request, so it cannot be pointed elsewhere. Every
 * fetch is audited (who, which decision, which image, what came of it), never with the address.
 */
export async function GET(request: Request, { params }: RouteContext<"/api/inbox/images/[id]/[kind]">) {
  const access = await requireApi("inbox.images");
  if ("response" in access) return access.response;
  const { id, kind } = await params;
  if (!isKind(kind)) return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
  const pii = await decisionPii(db(), id, keyring());
  if (!pii) return Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
  const result = await fetchImage(pii[KINDS[kind]], await imagePolicy(db()));
  log.info("inbox_image", { decisionId: id, kind, outcome: result.ok ? "ok" : result.reason });
  await audit(db(), {
    actor: access.user,
    action: "inbox.view_image",
    target: { type: DECISION_TARGET, id },
    outcome: result.ok ? "success" : "failure",
    detail: { kind, reason: result.ok ? null : result.reason },
    ip: clientIp(request.headers),
  });
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
