/** Bounds of the provider pace an admin sets (ProviderSettings); the defaults are the schema's. */
export const PACE_LIMITS = {
  requestsPerSecond: { min: 1, max: 1_000, default: 5 },
  maxConcurrent: { min: 1, max: 100, default: 4 },
} as const;
