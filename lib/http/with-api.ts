import "server-only";
import { type Access, checkAccess } from "@/lib/auth/guard";
import type { Permission } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";

/**
 * Who may call a route handler: a signed-in person with a permission, or nobody in particular, said why (a
 * route public on purpose, or one that checks a credential of its own). The reason is written where the route
 * is, so a route that asks for no permission says so in its one line (the architecture test finds every route).
 */
export type RouteAccess = Permission | { public: string } | { checkedBy: string };

type Answer = Response | Promise<Response>;
// A handler that reads no route parameters declares none, and its export is then called with the request alone.
type Exported<R, C> = (
  request: R,
  ...context: unknown extends C ? [context?: unknown] : [context: C]
) => Promise<Response>;

/** The answer to a request without the permission: 401 without a signed-in session, 403 with one. */
function refusal(access: Exclude<Access, { ok: true }>): Response {
  const status = access.reason === "unauthenticated" ? 401 : 403;
  return Response.json({ error: access.reason }, { status });
}

// Whatever a handler sends is for this request and this person only, unless the handler says otherwise.
function noStoreUnlessSaid(response: Response): Response {
  if (response.headers.has("Cache-Control")) return response;
  try {
    response.headers.set("Cache-Control", "no-store");
    return response;
  } catch {
    // Headers of a fetched answer or of Response.redirect() cannot change: the same answer, copied.
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-store");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/**
 * The one way to write a route handler (`export const GET = withApi(...)` in every `route.ts`): the
 * permission checked first (the 401/403 JSON answer otherwise), then the handler, whose answer is sent
 * `Cache-Control: no-store` unless it says how it may be cached.
 */
export function withApi<R extends Request = Request, C = unknown>(
  access: Permission,
  handler: (request: R, user: SessionUser, context: C) => Answer,
): Exported<R, C>;
export function withApi<R extends Request = Request, C = unknown>(
  access: { public: string } | { checkedBy: string },
  handler: (request: R, context: C) => Answer,
): Exported<R, C>;
export function withApi<R extends Request, C>(
  access: RouteAccess,
  handler: ((request: R, user: SessionUser, context: C) => Answer) | ((request: R, context: C) => Answer),
): Exported<R, C> {
  if (typeof access !== "string") {
    const open = handler as (request: R, context: C) => Answer;
    return (async (request: R, context: C) => noStoreUnlessSaid(await open(request, context))) as Exported<
      R,
      C
    >;
  }
  const guarded = handler as (request: R, user: SessionUser, context: C) => Answer;
  return (async (request: R, context: C) => {
    const checked = await checkAccess(access);
    if (!checked.ok) return refusal(checked);
    return noStoreUnlessSaid(await guarded(request, checked.user, context));
  }) as Exported<R, C>;
}
