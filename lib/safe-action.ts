import "server-only";
import { headers } from "next/headers";
import type { z } from "zod";
import { audit } from "@/lib/audit/audit";
import { checkAccess } from "@/lib/auth/guard";
import type { Permission } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";
import { type Db, db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { formDataToObject } from "@/lib/form-data";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/request-ip";

/** What every server action answers. `error` and field errors are message keys under `errors.` / `validation.`. */
export type ActionResult<T = null> =
  | { ok: true; data: T }
  | { ok: false; error: string; fieldErrors?: Record<string, string[]> };

export interface ActionContext {
  user: SessionUser;
  db: Db;
  ip: string | null;
}

const actionMeta = new WeakMap<object, { name: string; permission: Permission }>();

/** The name and permission of an action made by defineAction (the authorization tests walk them). */
export function describeAction(action: unknown): { name: string; permission: Permission } | undefined {
  return typeof action === "function" ? actionMeta.get(action) : undefined;
}

/**
 * The one way to write a server action: authorization (inside the action, whatever the proxy did), zod
 * validation, typed errors, and no internal error text reaching the browser. Shaped for useActionState:
 * `(previous, formData)`; called directly as `(null, { ...input })`.
 */
export function defineAction<S extends z.ZodType, T>(spec: {
  name: string;
  permission: Permission;
  input: S;
  run: (input: z.infer<S>, ctx: ActionContext) => Promise<T>;
}) {
  const action = async (
    _previous: ActionResult<T> | null,
    raw: FormData | Record<string, unknown>,
  ): Promise<ActionResult<T>> => {
    const access = await checkAccess(spec.permission);
    if (!access.ok) {
      if (access.reason === "forbidden") {
        await audit(db(), {
          actor: access.user,
          action: "access.denied",
          target: { type: "action", id: spec.name },
          outcome: "denied",
        }).catch(() => {});
      }
      return { ok: false, error: access.reason };
    }
    const parsed = spec.input.safeParse(formDataToObject(raw));
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "_form");
        fieldErrors[field] = [...(fieldErrors[field] ?? []), issue.message];
      }
      return { ok: false, error: "invalid_input", fieldErrors };
    }
    const ip = clientIp(await headers());
    try {
      return { ok: true, data: await spec.run(parsed.data, { user: access.user, db: db(), ip }) };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error: error.code };
      log.error("action_failed", { action: spec.name, error });
      return { ok: false, error: "unexpected" };
    }
  };
  actionMeta.set(action, { name: spec.name, permission: spec.permission });
  return action;
}
