import { z } from "zod";
import { MAX_CALLBACK_PATH_LENGTH } from "@/lib/auth/callback-path";
import { ROLES, roleSchema } from "@/lib/auth/roles";
import { adminUrlSchema } from "@/lib/http/admin-url";
import { SSO_REFUSALS } from "./refusal";
import type { RoleGroups } from "./role-groups";

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

// Groups typed as a list separated by commas or new lines.
const groupList = z
  .string()
  .max(5_000, { message: "too_long" })
  .optional()
  .transform((value) =>
    [
      ...new Set(
        (value ?? "")
          .split(/[,\n]/)
          .map((group) => group.trim())
          .filter(Boolean),
      ),
    ].slice(0, 50),
  );

const groupFields = Object.fromEntries(ROLES.map((role) => [`groups_${role}`, groupList])) as Record<
  `groups_${(typeof ROLES)[number]}`,
  typeof groupList
>;

export const ssoSettingsSchema = z
  .object({
    enabled: checkbox,
    issuer: adminUrlSchema,
    clientId: z.string().trim().min(1, { message: "required" }).max(200, { message: "too_long" }),
    // Blank keeps the stored secret: the form never shows a stored secret back.
    clientSecret: z
      .string()
      .trim()
      .max(500, { message: "too_long" })
      .transform((value) => value || undefined)
      .optional(),
    displayName: z.string().trim().min(1, { message: "required" }).max(60, { message: "too_long" }),
    scopes: z
      .string()
      .trim()
      .max(500, { message: "too_long" })
      .transform((value) => value.split(/\s+/).filter(Boolean).join(" "))
      .refine((value) => value.split(" ").includes("openid"), { message: "sso_scopes_openid" }),
    createUsers: checkbox,
    defaultRole: roleSchema,
    groupsClaim: z.string().trim().min(1, { message: "required" }).max(100, { message: "too_long" }),
    ...groupFields,
  })
  .transform(({ groups_agent, groups_compliance, groups_manager, groups_admin, ...rest }) => {
    const roleGroups: RoleGroups = {};
    const lists = {
      agent: groups_agent,
      compliance: groups_compliance,
      manager: groups_manager,
      admin: groups_admin,
    };
    for (const role of ROLES) if (lists[role].length) roleGroups[role] = lists[role];
    return { ...rest, roleGroups };
  });
export type SsoSettingsValues = z.output<typeof ssoSettingsSchema>;
export type SsoSettingsInput = z.input<typeof ssoSettingsSchema>;

/** `GET /api/sso/start?callbackUrl=`: where to go after signing in (a bad one is no return path). */
export const ssoStartQuerySchema = z.object({
  callbackUrl: z.string().max(MAX_CALLBACK_PATH_LENGTH).optional().catch(undefined),
});

/** `GET /api/sso/refused?reason=`: a known reason, else none (the page then names the generic failure). */
export const ssoRefusedQuerySchema = z.object({
  reason: z
    .enum([...SSO_REFUSALS, "unavailable"])
    .optional()
    .catch(undefined),
});
