import { z } from "zod";
import { checkPreviousKeys, previousKeysSchema } from "@/lib/crypto/previous-keys";
import { CALLBACK_TOKEN_MIN_LENGTH } from "@/lib/provider-connection/callback-token";
import { checkSsoEnv, ssoEnvShape } from "@/lib/sso/env";

const base64Key32 = z.string().refine((value) => Buffer.from(value, "base64").length === 32, {
  message: "must be 32 random bytes in base64 (openssl rand -base64 32)",
});

const boolean = z
  .enum(["true", "false"], { message: 'must be "true" or "false"' })
  .transform((v) => v === "true");

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres(ql)?:\/\/)/, 'must start with "file:" (SQLite) or "postgresql://" (PostgreSQL)')
    .default("file:./data/app.db"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters (openssl rand -base64 32)"),
  ENCRYPTION_KEY: base64Key32,
  ENCRYPTION_KEY_VERSION: z.coerce.number().int().min(1, "must be a whole number from 1").default(1),
  // Older keys (or a newer one staged) that open values sealed under their version: "<version>:<key>,…".
  ENCRYPTION_KEYS_PREVIOUS: previousKeysSchema.default([]),
  // The address people use (next-auth reads it too). Passkeys are bound to it (or to PASSKEY_ORIGIN), never
  // to the address a request claims; in production a passkey ceremony is refused while neither is set.
  AUTH_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  PASSKEY_ORIGIN: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(12),
  // "true": reverse proxies stand in front of the app; the client's address is the TRUSTED_PROXY_HOPS-th entry
  // of X-Forwarded-For counted from the right (the one the outermost of those proxies wrote). "false": no
  // address is known, and X-Forwarded-For / X-Real-IP are ignored (anyone can send them).
  TRUST_PROXY: boolean.default(false),
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(1, "must be a whole number from 1").max(10).default(1),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // The inbox's image proxy refuses private and loopback addresses in production; "true" allows them (a demo
  // or test whose images come from a local sandbox).
  IMAGE_PROXY_ALLOW_PRIVATE_NETWORK: boolean.default(false),
  // "off" for an instance that must not run export jobs (every instance runs them by default).
  EXPORT_WORKER: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("on"),
  EXPORT_MAX_ENTRIES: z.coerce.number().int().min(1).max(5_000_000).default(200_000),
  EXPORT_RETENTION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  EXPORT_PAGE_SIZE: z.coerce.number().int().min(1).max(1_000).default(100),
  // Test-only (set by e2e/env.ts): a file saying how far ahead the calendar jobs' clock is (lib/background/job-clock.ts).
  E2E_JOB_CLOCK_FILE: z.string().max(500).optional(),
  // How often each instance looks for scheduled exports whose hour has come (lib/exports/schedules).
  EXPORT_SCHEDULE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // How often each instance looks for compliance digests that are due (lib/notifications/digest); each person's
  // own cadence (hourly or daily) decides when theirs is.
  COMPLIANCE_DIGEST_SECONDS: z.coerce.number().int().min(1).max(3_600).default(300),
  // "off" for an instance that must not ask the provider for reconciliation runs (every instance does by default).
  RECONCILE_WORKER: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("on"),
  // Days a reconciliation run (its uploaded file and its rows) is kept before the retention purge deletes it.
  RECONCILE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  // Callback requests without a valid token that one address may have answered 401 per minute before it is
  // answered 429 (counted in memory per instance; a delivery with a valid token is never limited).
  CALLBACK_ANONYMOUS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  // How long the background purge keeps records (lib/retention): callback deliveries and refusal counts,
  // sessions after they expired, sign-in throttle rows after they expired, audit events.
  RETENTION_CALLBACK_DELIVERY_DAYS: z.coerce.number().int().min(1).max(3_650).default(90),
  RETENTION_SESSION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  RETENTION_SIGN_IN_THROTTLE_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 365)
    .default(24),
  RETENTION_AUDIT_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  // The System page's own records: provider call counts and retention passes; instances not seen for
  // RETENTION_INSTANCE_HOURS are deleted with their circuit breakers.
  RETENTION_OPERATIONS_DAYS: z.coerce.number().int().min(2).max(3_650).default(30),
  RETENTION_INSTANCE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24),
  // Bearer token for GET /api/metrics (Prometheus); unset: the endpoint answers 404.
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (openssl rand -base64 32)").optional(),
  // Pre-seed the provider connection for automated deployments; used only while none is saved.
  PROVIDER_STATUS_BASE_URL: z.url({ message: "must be an http(s) URL" }).optional(),
  PROVIDER_HISTORY_BASE_URL: z.url({ message: "must be an http(s) URL" }).optional(),
  PROVIDER_TOKEN_URL: z.url({ message: "must be an http(s) URL" }).optional(),
  PROVIDER_CLIENT_ID: z.string().optional(),
  PROVIDER_CLIENT_SECRET: z.string().optional(),
  PROVIDER_CALLBACK_TOKEN: z
    .string()
    .min(
      CALLBACK_TOKEN_MIN_LENGTH,
      `must be at least ${CALLBACK_TOKEN_MIN_LENGTH} characters (openssl rand -base64 32)`,
    )
    .optional(),
  PROVIDER_SIGNING_SCHEME: z.string().optional(),
  // The provider's pace seeded with the connection (then Settings → Provider owns it); bounds checked there.
  PROVIDER_REQUESTS_PER_SECOND: z.string().max(10).optional(),
  PROVIDER_MAX_CONCURRENT: z.string().max(10).optional(),
  // How long a host's circuit breaker, once open (five failures in a row), refuses calls before it lets one
  // through to see whether the provider is back.
  PROVIDER_BREAKER_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  // Notifications (lib/notifications/delivery): the SMTP server mail goes through while no admin has saved
  // Settings → Notifications, the address links in messages start with, and the webhook guard.
  SMTP_HOST: z.string().max(253).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65_535).default(587),
  // "starttls": upgrade a plain connection (refused without it); "tls": TLS from the start (port 465);
  // "none": plain (a relay on the same host or network).
  SMTP_SECURITY: z.enum(["starttls", "tls", "none"]).default("starttls"),
  SMTP_USER: z.string().max(320).optional(),
  SMTP_PASSWORD: z.string().max(500).optional(),
  SMTP_FROM: z.email({ message: "must be an email address" }).optional(),
  APP_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
  // Webhook endpoints on private or loopback addresses are refused unless this is "true" (a demo, the tests).
  NOTIFICATIONS_ALLOW_PRIVATE_NETWORK: boolean.default(false),
  // The wait before the second try of a failed delivery; each further try waits twice as long, at most an hour.
  NOTIFICATIONS_RETRY_BASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  // Days a sent or failed notification and its attempts are kept before the retention purge deletes them.
  RETENTION_NOTIFICATION_DAYS: z.coerce.number().int().min(1).max(3_650).default(30),
  // How often each instance evaluates the alert rules (lib/alerts); the e2e run sets it short.
  ALERTS_EVALUATE_EVERY_SECONDS: z.coerce.number().int().min(1).max(3_600).default(60),
  // Single sign-on (OpenID Connect), lib/sso/env.ts.
  ...ssoEnvShape,
});

// Checks across variables, after each variable is valid on its own.
const checkedEnvSchema = envSchema.superRefine((value, context) => {
  checkPreviousKeys(value, context);
  checkSsoEnv(value, context);
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment (see .env.example):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty value counts as unset, so `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = checkedEnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => {
        const name = issue.path.join(".");
        return issue.code === "invalid_type" && cleaned[name] === undefined
          ? `${name} is missing`
          : `${name} ${issue.message}`;
      }),
    );
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
