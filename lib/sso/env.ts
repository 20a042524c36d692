import { z } from "zod";
import { roleSchema } from "@/lib/auth/roles";
import { roleGroupsEnvSchema } from "./role-groups";

const boolean = z
  .enum(["true", "false"], { message: 'must be "true" or "false"' })
  .transform((v) => v === "true");

/**
 * Single sign-on from the environment (used while no admin has saved it in Settings): off unless OIDC_ISSUER,
 * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are all set.
 */
export const ssoEnvShape = {
  OIDC_ISSUER: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  OIDC_CLIENT_ID: z.string().max(200).optional(),
  OIDC_CLIENT_SECRET: z.string().max(500).optional(),
  OIDC_DISPLAY_NAME: z.string().max(60).default("SSO"),
  OIDC_SCOPES: z.string().max(500).default("openid email profile"),
  // "true": a person the provider vouches for (verified email) but unknown here is created with OIDC_DEFAULT_ROLE.
  OIDC_CREATE_USERS: boolean.default(false),
  OIDC_DEFAULT_ROLE: roleSchema.default("agent"),
  OIDC_GROUPS_CLAIM: z.string().min(1).max(100).default("groups"),
  OIDC_ROLE_GROUPS: roleGroupsEnvSchema.default({}),
};

const ssoEnvSchema = z.object(ssoEnvShape);
type SsoEnv = z.infer<typeof ssoEnvSchema>;

const REQUIRED = ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const;

/** The three go together: one of them alone is a mistake, not "off". */
export function checkSsoEnv(value: Pick<SsoEnv, (typeof REQUIRED)[number]>, context: z.RefinementCtx): void {
  const set = REQUIRED.filter((name) => value[name]);
  if (set.length === 0 || set.length === REQUIRED.length) return;
  for (const name of REQUIRED.filter((n) => !value[n]))
    context.addIssue({ code: "custom", path: [name], message: `is missing (${set.join(", ")} set)` });
}
