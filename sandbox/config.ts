import { parseArgs } from "node:util";
import { z } from "zod";

export const PAGING_MODES = ["inclusive", "exclusive"] as const;
export const DEFAULT_CALLBACK_TOKEN = "sandbox-callback-token-0123456789";

const integer = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

export const sandboxConfigSchema = z.object({
  host: z.string().min(1).default("127.0.0.1"),
  port: integer(4010),
  clientId: z.string().min(1).default("sandbox-client"),
  clientSecret: z.string().min(1).default("sandbox-secret"),
  callbackToken: z.string().min(1).default(DEFAULT_CALLBACK_TOKEN),
  seed: z.string().min(1).default("1"),
  paging: z.enum(PAGING_MODES).default("inclusive"),
  maxLimit: integer(100, 1),
  latencyMs: integer(0),
  /** Status and history requests a second above which the sandbox answers 429; 0: no limit. */
  rateLimitPerSecond: integer(0),
  tokenTtlMs: integer(24 * 60 * 60 * 1000, 1),
  maxClockSkewMs: integer(5 * 60 * 1000),
  control: z.enum(["on", "off"]).default("on"),
});

export type SandboxConfig = z.output<typeof sandboxConfigSchema>;
export type SandboxConfigInput = z.input<typeof sandboxConfigSchema>;

/** Each setting: its environment variable and its command-line flag (the flag wins). */
const SETTINGS: ReadonlyArray<[keyof SandboxConfig, string, string]> = [
  ["host", "SANDBOX_HOST", "host"],
  ["port", "SANDBOX_PORT", "port"],
  ["clientId", "SANDBOX_CLIENT_ID", "client-id"],
  ["clientSecret", "SANDBOX_CLIENT_SECRET", "client-secret"],
  ["callbackToken", "SANDBOX_CALLBACK_TOKEN", "callback-token"],
  ["seed", "SANDBOX_SEED", "seed"],
  ["paging", "SANDBOX_PAGING", "paging"],
  ["maxLimit", "SANDBOX_MAX_LIMIT", "max-limit"],
  ["latencyMs", "SANDBOX_LATENCY_MS", "latency-ms"],
  ["rateLimitPerSecond", "SANDBOX_RATE_LIMIT_PER_SECOND", "rate-limit-per-second"],
  ["tokenTtlMs", "SANDBOX_TOKEN_TTL_MS", "token-ttl-ms"],
  ["maxClockSkewMs", "SANDBOX_MAX_CLOCK_SKEW_MS", "max-clock-skew-ms"],
  ["control", "SANDBOX_CONTROL", "control"],
];

export function loadSandboxConfig(env: Record<string, string | undefined>, argv: string[]): SandboxConfig {
  const { values } = parseArgs({
    args: argv,
    options: Object.fromEntries(SETTINGS.map(([, , flag]) => [flag, { type: "string" as const }])),
    strict: true,
  });
  const raw: Record<string, string | undefined> = {};
  for (const [key, variable, flag] of SETTINGS) {
    const fromFlag = values[flag];
    const value = typeof fromFlag === "string" ? fromFlag : env[variable];
    if (value !== undefined && value !== "") raw[key] = value;
  }
  return sandboxConfigSchema.parse(raw);
}
