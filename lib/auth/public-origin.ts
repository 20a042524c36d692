import type { NextRequest } from "next/server";

/**
 * The request next-auth's routes should see: the same URL on the address the browser used. Next.js gives a
 * route handler a URL of its own (its listening address, a loopback address written as localhost), while
 * next-auth's sign-in functions build their URLs from X-Forwarded-Host / Host and X-Forwarded-Proto: single
 * sign-on sends the identity provider a redirect address built that way, and must send the very same one again
 * with the code it gets back. A plain Request, since a NextRequest rewrites 127.0.0.1 to localhost. AUTH_URL,
 * when set, wins (next-auth applies it itself).
 */
export async function withPublicOrigin(request: NextRequest): Promise<Request> {
  if (process.env.AUTH_URL) return request;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host) return request;
  const protocol = (request.headers.get("x-forwarded-proto") ?? request.nextUrl.protocol).replace(/:$/, "");
  let origin: URL;
  try {
    origin = new URL(`${protocol}://${host}`);
  } catch {
    return request;
  }
  if (origin.host !== host.toLowerCase() || !/^https?:$/.test(origin.protocol)) return request;
  const { pathname, search } = request.nextUrl;
  const body =
    request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return new Request(new URL(`${pathname}${search}`, origin), {
    method: request.method,
    headers: request.headers,
    body,
  });
}
