import { z } from "zod";
import { DEFAULT_SIGNING_SCHEME } from "@/lib/provider/signature";

const url = z
  .string()
  .trim()
  .pipe(z.url({ protocol: /^https?$/, message: "url_invalid" }))
  .transform((value) => value.replace(/\/+$/, ""));

// A secret field left blank keeps the stored secret: the form never shows a stored secret back.
const optionalSecret = z
  .string()
  .trim()
  .max(500, { message: "too_long" })
  .transform((value) => value || undefined)
  .optional();

export const providerSettingsSchema = z.object({
  statusBaseUrl: url,
  historyBaseUrl: url,
  tokenUrl: url,
  clientId: z.string().trim().min(1, { message: "required" }).max(200, { message: "too_long" }),
  clientSecret: optionalSecret,
  callbackToken: optionalSecret,
  signingScheme: z.string().min(1).default(DEFAULT_SIGNING_SCHEME),
  timeoutMs: z.coerce
    .number({ message: "number_invalid" })
    .int({ message: "number_invalid" })
    .min(1_000, { message: "timeout_range" })
    .max(60_000, { message: "timeout_range" }),
});
export type ProviderSettingsInput = z.input<typeof providerSettingsSchema>;
export type ProviderSettingsValues = z.output<typeof providerSettingsSchema>;
