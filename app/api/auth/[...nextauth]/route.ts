import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/next-auth";
import { withPublicOrigin } from "@/lib/auth/public-origin";
import { SIGN_IN_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";
import { readCappedBody } from "@/lib/http/read-capped-body";
import { withApi } from "@/lib/http/with-api";

// next-auth's handlers read only the standard Request (its NextRequest parts only with AUTH_URL, in which
// case withPublicOrigin hands the request on unchanged).
const handle = async (handler: (request: NextRequest) => Promise<Response>, request: NextRequest) =>
  handler((await withPublicOrigin(request)) as NextRequest);

const NEXT_AUTH = { checkedBy: "next-auth: signing in, its callbacks and signing out" };

export const GET = withApi(NEXT_AUTH, (request: NextRequest) => handle(handlers.GET, request));

// A sign-in's body is read under the actions' cap before next-auth buffers and parses it.
export const POST = withApi(NEXT_AUTH, async (request: NextRequest) => {
  const body = await readCappedBody(request, SIGN_IN_BODY_LIMIT_BYTES);
  if (!body.ok) return Response.json({ error: "too_large" }, { status: 413 });
  const bounded = new NextRequest(request.url, {
    method: "POST",
    headers: request.headers,
    body: new Uint8Array(body.bytes),
  });
  return handle(handlers.POST, bounded);
});
