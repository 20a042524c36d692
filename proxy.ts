import { type NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/env";
import { ACTION_BODY_LIMIT_BYTES } from "@/lib/http/body-limits";
import { REQUEST_ID_COOKIE, REQUEST_ID_HEADER, requestIdFor } from "@/lib/request-id";

function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV === "development";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const declaredLength = (request: NextRequest) => Number(request.headers.get("content-length") ?? 0);

// Gives every request its id (x-request-id: to the app, and back in the answer), sets the CSP nonce of pages
// and tells them their own path (for the way back after sign-in). It is not where access is decided: every
// page, action and route handler checks that itself.
export function proxy(request: NextRequest) {
  const requestId = requestIdFor(request.headers, env().TRUST_PROXY);
  // Next.js cuts an action's body off at the same size, but answers 500: a declared size over it is refused here
  // with the status that says why, before a byte of the body is read.
  if (request.headers.has("next-action") && declaredLength(request) > ACTION_BODY_LIMIT_BYTES) {
    return new NextResponse(null, { status: 413, headers: { [REQUEST_ID_HEADER]: requestId } });
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  const { pathname, search, protocol } = request.nextUrl;
  // API answers are JSON or files: no page, so no nonce; next-auth's own routes answer HTML pages.
  const isPage = !pathname.startsWith("/api/") || pathname.startsWith("/api/auth/");
  const nonce = isPage ? btoa(crypto.randomUUID()) : null;
  const csp = nonce ? contentSecurityPolicy(nonce) : null;
  if (nonce && csp) {
    headers.set("x-nonce", nonce);
    headers.set("content-security-policy", csp);
    headers.set("x-request-path", pathname + search);
  }
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  if (csp) {
    response.headers.set("Content-Security-Policy", csp);
    // Not on a server action's answer: Next.js takes a cookie set there for a change of state and renders the
    // whole page again after every action (each history page read, each lookup), scrolling it back to its top.
    if (!request.headers.has("next-action")) {
      response.cookies.set(REQUEST_ID_COOKIE, requestId, {
        path: "/",
        sameSite: "strict",
        secure: protocol === "https:",
        maxAge: 3_600,
      });
    }
  }
  return response;
}

export const config = {
  matcher: [
    {
      // Static files of public/ are served as they are; a test keeps this list in step with the folder.
      // Every request for a page or an action, whatever its headers: a prefetch (`next-router-prefetch`) too,
      // whose answer is a page's and needs its CSP, and which must not pass a client's x-request-id on. (Next.js
      // takes the router's headers, that one included, off the request this function sees.)
      source:
        "/((?!_next/static|_next/image|favicon\\.ico|icon\\.svg|icon-192\\.png|icon-512\\.png|apple-touch-icon\\.png|manifest\\.webmanifest|api/|v1\\.0/).*)",
    },
    // Route handlers get a request id too; next-auth's own routes answer HTML pages (its sign-out
    // confirmation), so they get the same CSP as every page. Health checks, which load balancers call every
    // few seconds, are left alone.
    { source: "/api/:path((?!health(?:/|$)).*)" },
  ],
};
