import { z } from "zod";
import { LANDINGS } from "@/lib/auth/home";
import { ROLES, roleSchema } from "@/lib/auth/roles";
import { MAX_EMAIL_LENGTH, newPasswordSchema, PASSWORD_MAX_LENGTH } from "@/lib/auth/schemas";
import { rowIdSchema } from "@/lib/db/schemas";
import { LOCALES, TIME_ZONES } from "@/lib/i18n/config";
import { CADENCES, TOPIC_NAMES, TOPICS } from "@/lib/notifications/topics";

export const localeSchema = z.enum(LOCALES, { message: "invalid_choice" });
export const timeZoneSchema = z.enum(TIME_ZONES, { message: "invalid_choice" });

// A form sends one value for one checked box and several for several: both become a list.
const roleList = z.preprocess(
  (value) =>
    value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value],
  z
    .array(roleSchema, { message: "invalid_choice" })
    .min(1, { message: "roles_required" })
    .max(ROLES.length, { message: "invalid_choice" }),
);

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, { message: "too_long" })
  .pipe(z.email({ message: "email_invalid" }));
const name = z.string().trim().min(1, { message: "required" }).max(100, { message: "too_long" });
const id = rowIdSchema;

export const createUserSchema = z.object({ email, name, roles: roleList });

export const updateUserSchema = z.object({ id, name, roles: roleList });
export const userIdSchema = z.object({ id });
export const setDisabledSchema = z.object({
  id,
  disabled: z.enum(["true", "false"]).transform((v) => v === "true"),
});

// "" is the form's "as my roles decide".
const landingSchema = z.preprocess(
  (value) => (value === "" || value === undefined ? null : value),
  z.enum(LANDINGS, { message: "invalid_choice" }).nullable(),
);

export const preferencesSchema = z.object({
  locale: localeSchema,
  timeZone: timeZoneSchema,
  landing: landingSchema,
  // Only a reviewer's form sends it: absent, it stays as it was.
  advanceAfterReview: z
    .enum(["true", "false"], { message: "invalid_choice" })
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
});

// A form sends one value for one checked switch and several for several, none for none: all become a list.
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]),
    z.array(item, { message: "invalid_choice" }).max(max, { message: "invalid_choice" }),
  );
const topicSchema = z.enum(TOPIC_NAMES, { message: "invalid_choice" });
// A topic's cadence as its select sends it: `<topic>:<cadence>`.
const cadenceChoiceSchema = z
  .string()
  .max(60, { message: "invalid_choice", abort: true })
  .transform((value) => {
    const at = value.lastIndexOf(":");
    return { topic: value.slice(0, at), cadence: value.slice(at + 1) };
  })
  .pipe(z.object({ topic: topicSchema, cadence: z.enum(CADENCES, { message: "invalid_choice" }) }));

/**
 * "Notifications" in My account: the topics the form shows (`shown`), those switched on (`on`), and the cadence
 * of each topic sent as digests. Which topics the person may choose is their roles' (lib/notifications/preferences.ts).
 */
export const notificationChoicesSchema = z
  .object({
    shown: listOf(topicSchema, TOPIC_NAMES.length),
    on: listOf(topicSchema, TOPIC_NAMES.length),
    cadence: listOf(cadenceChoiceSchema, TOPIC_NAMES.length),
  })
  .refine((v) => v.on.every((topic) => v.shown.includes(topic)), { message: "invalid_choice", path: ["on"] })
  .refine(
    (v) =>
      v.cadence.every(
        ({ topic, cadence }, index) =>
          v.shown.includes(topic) &&
          (TOPICS[topic].cadences as readonly string[] | null)?.includes(cadence) &&
          v.cadence.findIndex((other) => other.topic === topic) === index,
      ),
    { message: "invalid_choice", path: ["cadence"] },
  );

// Bounds that stop the parse: the refinement compares what passed them.
const newPasswordTwice = {
  newPassword: newPasswordSchema,
  confirmPassword: z.string().max(PASSWORD_MAX_LENGTH, { message: "password_too_long", abort: true }),
};
const typedTheSame = (v: { newPassword: string; confirmPassword: string }) =>
  v.newPassword === v.confirmPassword;
const typedApart = { message: "passwords_differ", path: ["confirmPassword"] };

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, { message: "required" })
      .max(PASSWORD_MAX_LENGTH, { message: "password_too_long", abort: true }),
    ...newPasswordTwice,
  })
  .refine(typedTheSame, typedApart);

/** A password of one's own in place of an issued one: the same rules as changing it. */
export const choosePasswordSchema = z.object(newPasswordTwice).refine(typedTheSame, typedApart);
