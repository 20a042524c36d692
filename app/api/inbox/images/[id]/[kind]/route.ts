import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { withApi } from "@/lib/http/with-api";
import { fetchIdentityImage, isIdentityImageKind } from "@/lib/inbox/identity-image";
import type { ImageFailure } from "@/lib/inbox/image-proxy/failures";
import { decisionIdSchema } from "@/lib/inbox/schemas";
import { clientIp } from "@/lib/request-ip";

export const dynamic = "force-dynamic";

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

/** GET /api/inbox/images/<decision id>/<ktp|selfie>: the decision's identity image (lib/inbox/identity-image). */
export const GET = withApi(
  "inbox.images",
  async (request: Request, user, { params }: RouteContext<"/api/inbox/images/[id]/[kind]">) => {
    const { id, kind } = await params;
    const notFound = () => Response.json({ error: "not_found" }, { status: 404, headers: NO_STORE });
    const decision = decisionIdSchema.safeParse({ id });
    if (!decision.success || !isIdentityImageKind(kind)) return notFound();
    const result = await fetchIdentityImage(
      db(),
      { user, ip: clientIp(request.headers) },
      { id: decision.data.id, kind },
      keyring(),
    );
    if (!result) return notFound();
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
  },
);
