import { z } from "zod";
import { MAX_EMAIL_LENGTH } from "@/lib/auth/schemas";
import { rowIdSchema } from "@/lib/db/schemas";
import { adminUrlSchema } from "@/lib/http/admin-url";
import { SMTP_SECURITIES } from "./smtp-security";
import { TOPIC_NAMES, type Topic } from "./topics";

export const MAX_ON_CALL_ADDRESSES = 20;
export const MAX_ATTEMPTS_LIMIT = 20;

const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH, { message: "too_long" })
  .pipe(z.email({ message: "email_invalid" }));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "too_long" })
    .optional()
    .transform((value) => value || null);

const wholeNumber = (min: number, max: number) =>
  z.coerce.number({ message: "number_invalid" }).int({ message: "number_invalid" }).min(min).max(max);

// Addresses typed as a list separated by commas or new lines; each checked as an address.
const addressList = z
  .string()
  .max(MAX_ON_CALL_ADDRESSES * (MAX_EMAIL_LENGTH + 2), { message: "too_long", abort: true })
  .optional()
  .transform((value) => [
    ...new Set(
      (value ?? "")
        .split(/[,\n]/)
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(email).max(MAX_ON_CALL_ADDRESSES, { message: "too_many_addresses" }));

/** Settings → Notifications: the SMTP server (blank host: the SMTP_* variables apply), on-call, attempts. */
export const notificationSettingsSchema = z.object({
  smtpHost: optionalText(253),
  smtpPort: wholeNumber(1, 65_535).default(587),
  smtpSecurity: z.enum(SMTP_SECURITIES, { message: "invalid_choice" }),
  smtpUser: optionalText(320),
  // Blank keeps the stored password: the form never shows it back.
  smtpPassword: z
    .string()
    .max(500, { message: "too_long" })
    .optional()
    .transform((value) => value || undefined),
  fromAddress: z
    .string()
    .trim()
    .max(MAX_EMAIL_LENGTH, { message: "too_long" })
    .optional()
    .transform((value) => value || null)
    .pipe(z.email({ message: "email_invalid" }).nullable()),
  appUrl: z
    .string()
    .trim()
    .max(2_048, { message: "too_long", abort: true })
    .optional()
    .transform((value) => value || undefined)
    .pipe(adminUrlSchema.optional()),
  onCallAddresses: addressList,
  maxAttempts: wholeNumber(1, MAX_ATTEMPTS_LIMIT),
});
export type NotificationSettingsValues = z.output<typeof notificationSettingsSchema>;

export const sendTestMailSchema = z.object({ to: email });

export const ENDPOINT_FORMATS = ["slack", "webhook"] as const;
export type EndpointFormat = (typeof ENDPOINT_FORMATS)[number];

const topicFields = Object.fromEntries(TOPIC_NAMES.map((topic) => [`topic_${topic}`, checkbox])) as Record<
  `topic_${Topic}`,
  typeof checkbox
>;

const endpointFields = {
  name: z.string().trim().min(1, { message: "required" }).max(100, { message: "too_long" }),
  enabled: checkbox,
  ...topicFields,
};

const topicsOf = (fields: Record<string, boolean>): Topic[] =>
  TOPIC_NAMES.filter((topic) => fields[`topic_${topic}`]);
const topicsChosen = (value: { topics: Topic[] }) => value.topics.length > 0;

export const createEndpointSchema = z
  .object({
    ...endpointFields,
    format: z.enum(ENDPOINT_FORMATS, { message: "invalid_choice" }),
    url: adminUrlSchema,
  })
  .transform(({ name, enabled, format, url, ...rest }) => ({
    name,
    enabled,
    format,
    url,
    topics: topicsOf(rest),
  }))
  .refine(topicsChosen, { message: "topics_required", path: ["topics"] });
export type CreateEndpointValues = z.output<typeof createEndpointSchema>;

export const updateEndpointSchema = z
  .object({
    ...endpointFields,
    id: rowIdSchema,
    // Blank keeps the stored address (never shown back whole: an incoming webhook's path is its secret).
    url: z
      .string()
      .trim()
      .max(2_048, { message: "too_long", abort: true })
      .optional()
      .transform((value) => value || undefined)
      .pipe(adminUrlSchema.optional()),
  })
  .transform(({ id, name, enabled, url, ...rest }) => ({ id, name, enabled, url, topics: topicsOf(rest) }))
  .refine(topicsChosen, { message: "topics_required", path: ["topics"] });
export type UpdateEndpointValues = z.output<typeof updateEndpointSchema>;

export const endpointIdSchema = z.object({ id: rowIdSchema });
