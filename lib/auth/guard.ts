import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { getCurrentUser, getPendingSession, getSessionState } from "./current-user";
import { can, type Permission } from "./roles";
import type { PendingStep, SessionUser } from "./sessions";

export type Access =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "unauthenticated" }
  | { ok: false; reason: "forbidden"; user: SessionUser };

/** Which sessions may do something: a signed-in one (`complete`), or one at a step of signing in. */
export type SessionStage = "complete" | PendingStep;

/** A session at its second-factor step is no signed-in user: it reaches only what names its step. */
export async function checkAccess(
  permission: Permission,
  stages: readonly SessionStage[] = ["complete"],
): Promise<Access> {
  const user = stages.includes("complete") ? await getCurrentUser() : null;
  const pending = !user && stages.some((stage) => stage !== "complete") ? await getPendingSession() : null;
  const allowed = user ?? (pending?.pendingFactor && stages.includes(pending.pendingFactor) ? pending : null);
  if (!allowed) return { ok: false, reason: "unauthenticated" };
  if (!can(allowed.roles, permission)) return { ok: false, reason: "forbidden", user: allowed };
  return { ok: true, user: allowed };
}

/** Where a session at its second-factor step finishes it, then goes on to `here`. */
export function secondFactorPath(here: string): string {
  return `/sign-in/second-factor?callbackUrl=${encodeURIComponent(here)}`;
}

/** Where a session at a step of signing in finishes that step, then goes on to `here`. */
export function pendingStepPath(step: PendingStep, here: string): string {
  return step === "password"
    ? `/sign-in/new-password?callbackUrl=${encodeURIComponent(here)}`
    : secondFactorPath(here);
}

/**
 * For pages: sends a visitor to sign in (and back here after), a session at a step of signing in to that
 * step, and answers 403 to a role without access.
 */
export async function requirePage(permission: Permission): Promise<SessionUser> {
  const access = await checkAccess(permission);
  if (access.ok) return access.user;
  if (access.reason === "forbidden") forbidden();
  const here = (await headers()).get("x-request-path") ?? "/";
  const { session, ended } = await getSessionState();
  if (session?.pendingFactor) redirect(pendingStepPath(session.pendingFactor, here));
  redirect(`/sign-in?callbackUrl=${encodeURIComponent(here)}${ended ? "&reason=session_ended" : ""}`);
}
