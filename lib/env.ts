import { z } from "zod";

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
  TRUST_PROXY: boolean.default(false),
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
  // Pre-seed the provider connection for automated deployments; used only while none is saved.
  PROVIDER_STATUS_BASE_URL: z.url({ message: "must be an http(s) URL" }).optional(),
  PROVIDER_HISTORY_BASE_URL: z.url({ message: "must be an http(s) URL" }).optional(),
  PROVIDER_TOKEN_URL: z.url({ message: "must be an http(s) URL" }).optional(),
  PROVIDER_CLIENT_ID: z.string().optional(),
  PROVIDER_CLIENT_SECRET: z.string().optional(),
  PROVIDER_CALLBACK_TOKEN: z.string().optional(),
  PROVIDER_SIGNING_SCHEME: z.string().optional(),
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
  const result = envSchema.safeParse(cleaned);
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
