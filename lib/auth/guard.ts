import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { getCurrentUser, getSessionState } from "./current-user";
import { can, type Permission } from "./roles";
import type { SessionUser } from "./sessions";

export type Access =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "unauthenticated" }
  | { ok: false; reason: "forbidden"; user: SessionUser };

export async function checkAccess(permission: Permission): Promise<Access> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, reason: "unauthenticated" };
  if (!can(user.roles, permission)) return { ok: false, reason: "forbidden", user };
  return { ok: true, user };
}

/** For pages: sends a visitor to sign in (and back here after), and answers 403 to a role without access. */
export async function requirePage(permission: Permission): Promise<SessionUser> {
  const access = await checkAccess(permission);
  if (access.ok) return access.user;
  if (access.reason === "forbidden") forbidden();
  const here = (await headers()).get("x-request-path") ?? "/";
  const { ended } = await getSessionState();
  redirect(`/sign-in?callbackUrl=${encodeURIComponent(here)}${ended ? "&reason=session_ended" : ""}`);
}

/** For route handlers: the user, or the 401/403 JSON answer to send instead. */
export async function requireApi(
  permission: Permission,
): Promise<{ user: SessionUser } | { response: Response }> {
  const access = await checkAccess(permission);
  if (access.ok) return { user: access.user };
  const status = access.reason === "unauthenticated" ? 401 : 403;
  return { response: Response.json({ error: access.reason }, { status }) };
}
