import "server-only";
import { randomUUID } from "node:crypto";
import { headers } from "next/headers";
import { z } from "zod";
import { audit } from "@/lib/audit/audit";
import type { Requester } from "@/lib/audit/requester";
import { checkAccess, type SessionStage } from "@/lib/auth/guard";
import { can, type Permission } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { type Db, db } from "@/lib/db/client";
import { AppError, ItemsRefused, type RefusedItem } from "@/lib/errors";
import { formDataToObject } from "@/lib/form-data";
import { log } from "@/lib/log";
import { ProviderError, ProviderRateLimited, ProviderStatusError } from "@/lib/provider/errors";
import { runWithRequestId } from "@/lib/request-context";
import { proxiedRequestId } from "@/lib/request-id";
import { clientIp } from "@/lib/request-ip";

/** What every server action answers. `error` and field errors are message keys under `errors.` / `validation.`. */
export type ActionResult<T = null> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]>; detail?: FailureDetail };

/** What a person can act on beyond the message: when to retry, the provider's own words, and for admins the cause. */
export interface FailureDetail {
  retryAfterMs?: number;
  /** The `status` of a provider's answer other than 100, as received (its meaning is not documented). */
  providerStatus?: number;
  statusMessage?: string;
  adminDetail?: string;
  /** The items of a list refused (a paste's identifiers), the first of them named, and how many in all. */
  refusedItems?: RefusedItem[];
  refusedCount?: number;
}

function providerFailure(error: ProviderError, user: SessionUser): ActionResult<never> {
  const detail: FailureDetail = {};
  if (error instanceof ProviderRateLimited && error.retryAfterMs !== null)
    detail.retryAfterMs = error.retryAfterMs;
  if (error instanceof ProviderStatusError) {
    detail.providerStatus = error.status;
    detail.statusMessage = error.statusMessage;
  }
  // Provider error messages name settings and causes but never a secret; who reads them is a permission.
  if (can(user.roles, "provider.failureCause")) detail.adminDetail = error.message;
  return { ok: false, error: error.code, detail };
}

export interface ActionContext extends Requester<SessionUser> {
  db: Db;
}

const NO_INPUT = z.object({});

/** A refused input as every action answers it: each field's messages, by the field's name (`_form`: none). */
export function invalidInput(error: z.ZodError): ActionResult<never> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_form");
    fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
  }
  return { ok: false, error: "invalid_input", fieldErrors };
}

export interface ActionMeta {
  name: string;
  permission: Permission;
  stages: readonly SessionStage[];
  /** What it parses its input with (the input-bounds test walks it). */
  input: z.ZodType;
}

const actionMeta = new WeakMap<object, ActionMeta>();

/** The name, permission and sessions of an action made by defineAction (the authorization tests walk them). */
export function describeAction(action: unknown): ActionMeta | undefined {
  return typeof action === "function" ? actionMeta.get(action) : undefined;
}

/**
 * The one way to write a server action: authorization (inside the action, whatever the proxy did), zod
 * validation, typed errors, and no internal error text reaching the browser. Shaped for useActionState:
 * `(previous, formData)`; called directly as `(null, { ...input })`.
 */
export function defineAction<T, S extends z.ZodType = typeof NO_INPUT>(spec: {
  name: string;
  permission: Permission;
  /** The sessions it serves: by default only signed-in ones, never one still at its second-factor step. */
  stages?: readonly SessionStage[];
  /** Omitted for an action that takes nothing. */
  input?: S;
  run: (input: z.infer<S>, ctx: ActionContext) => Promise<T>;
}) {
  const stages = spec.stages ?? ["complete"];
  const perform = async (
    raw: FormData | Record<string, unknown>,
    ip: string | null,
  ): Promise<ActionResult<T>> => {
    const access = await checkAccess(spec.permission, stages);
    if (!access.ok) {
      if (access.reason === "forbidden") {
        await audit(
          db(),
          { user: access.user, ip: null },
          {
            action: "access.denied",
            target: { type: "action", id: spec.name },
            outcome: "denied",
          },
        ).catch(() => {});
      }
      return { ok: false, error: access.reason };
    }
    const parsed = ((spec.input ?? NO_INPUT) as S).safeParse(formDataToObject(raw));
    if (!parsed.success) return invalidInput(parsed.error);
    try {
      return { ok: true, data: await spec.run(parsed.data, { user: access.user, db: db(), ip }) };
    } catch (error) {
      if (error instanceof ItemsRefused) {
        return {
          ok: false,
          error: error.code,
          detail: { refusedItems: [...error.items], refusedCount: error.total },
        };
      }
      if (error instanceof AppError) {
        const { code, retryAfterMs } = error;
        return retryAfterMs === undefined
          ? { ok: false, error: code }
          : { ok: false, error: code, detail: { retryAfterMs } };
      }
      if (error instanceof ProviderError) {
        log.warn("action_provider_failure", {
          action: spec.name,
          code: error.code,
          operation: error.operation,
        });
        return providerFailure(error, access.user);
      }
      log.error("action_failed", { action: spec.name, error });
      return { ok: false, error: "unexpected" };
    }
  };
  // Everything the action does, its log lines and audit entries, carries the id proxy.ts gave the request.
  const action = async (
    _previous: ActionResult<T> | null,
    raw: FormData | Record<string, unknown>,
  ): Promise<ActionResult<T>> => {
    const requestHeaders = await headers();
    const requestId = proxiedRequestId(requestHeaders) ?? randomUUID();
    return runWithRequestId(requestId, () => perform(raw, clientIp(requestHeaders)));
  };
  actionMeta.set(action, {
    name: spec.name,
    permission: spec.permission,
    stages,
    input: spec.input ?? NO_INPUT,
  });
  return action;
}
