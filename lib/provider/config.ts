import { z } from "zod";
import { DEFAULT_SIGNING_SCHEME } from "./signature";

const httpUrl = z.url({ protocol: /^https?$/ });

export const providerClientConfigSchema = z.object({
  statusBaseUrl: httpUrl,
  historyBaseUrl: httpUrl,
  tokenUrl: httpUrl,
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  signingScheme: z.string().min(1).max(64).default(DEFAULT_SIGNING_SCHEME),
  timeoutMs: z.int().positive().default(10_000),
  tokenRefreshMarginMs: z
    .int()
    .nonnegative()
    .default(5 * 60_000),
  retry: z
    .object({
      maxAttempts: z.int().positive().default(3),
      baseDelayMs: z.int().nonnegative().default(200),
      maxDelayMs: z.int().nonnegative().default(2_000),
      retryAfterCapMs: z.int().nonnegative().default(5_000),
    })
    .prefault({}),
  circuitBreaker: z
    .object({
      failureThreshold: z.int().positive().default(5),
      cooldownMs: z.int().nonnegative().default(30_000),
    })
    .prefault({}),
});

export type ProviderClientConfigInput = z.input<typeof providerClientConfigSchema>;
