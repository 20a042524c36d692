import { z } from "zod";
import { adminUrlSchema as url } from "@/lib/http/admin-url";
import { PACE_LIMITS } from "@/lib/provider/pacer-limits";
import { DEFAULT_SIGNING_SCHEME } from "@/lib/provider/signature";
import { CALLBACK_TOKEN_MIN_LENGTH } from "./callback-token";

// A secret field left blank keeps the stored secret: the form never shows a stored secret back.
const optionalSecret = z
  .string()
  .trim()
  .max(500, { message: "too_long" })
  .transform((value) => value || undefined)
  .optional();

// A new callback token is long enough not to be guessed; blank keeps the stored one, as for other secrets.
const newCallbackToken = z
  .string()
  .trim()
  .max(500, { message: "too_long", abort: true })
  .refine((value) => value === "" || value.length >= CALLBACK_TOKEN_MIN_LENGTH, {
    message: "callback_token_too_short",
  })
  .transform((value) => value || undefined)
  .optional();

/** A whole number within `limits`; a blank field keeps the default, as a first save has no stored value. */
const paceNumber = (limits: { min: number; max: number; default: number }, rangeMessage: string) =>
  z.coerce
    .number({ message: "number_invalid" })
    .int({ message: "number_invalid" })
    .min(limits.min, { message: rangeMessage })
    .max(limits.max, { message: rangeMessage })
    .default(limits.default);

export const providerSettingsSchema = z.object({
  statusBaseUrl: url,
  historyBaseUrl: url,
  tokenUrl: url,
  clientId: z.string().trim().min(1, { message: "required" }).max(200, { message: "too_long" }),
  clientSecret: optionalSecret,
  callbackToken: newCallbackToken,
  signingScheme: z.string().min(1).max(64).default(DEFAULT_SIGNING_SCHEME),
  timeoutMs: z.coerce
    .number({ message: "number_invalid" })
    .int({ message: "number_invalid" })
    .min(1_000, { message: "timeout_range" })
    .max(60_000, { message: "timeout_range" }),
  requestsPerSecond: paceNumber(PACE_LIMITS.requestsPerSecond, "requests_per_second_range"),
  maxConcurrent: paceNumber(PACE_LIMITS.maxConcurrent, "max_concurrent_range"),
});
export type ProviderSettingsValues = z.output<typeof providerSettingsSchema>;
