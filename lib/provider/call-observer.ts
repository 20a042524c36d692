import {
  ProviderBadResponse,
  type ProviderOperation,
  ProviderRateLimited,
  ProviderStatusError,
  ProviderUnauthorized,
  ProviderUnavailable,
} from "./errors";
import { CredentialsRejected } from "./read-answer";

/**
 * How one exchange with the provider ended. `ok` is the provider answering as documented; `status_error` is an
 * answer with a status other than 100, whose meaning the contract does not document (even one an admin marks
 * as "no such transaction", which only the caller knows); the rest are failures of the exchange.
 * `circuit_open` is a call refused here, before any exchange.
 */
export const PROVIDER_CALL_OUTCOMES = [
  "ok",
  "status_error",
  "timeout",
  "http_5xx",
  "network",
  "unauthorized",
  "rate_limited",
  "bad_response",
  "circuit_open",
  "other",
] as const;
export type ProviderCallOutcome = (typeof PROVIDER_CALL_OUTCOMES)[number];

/** Outcomes where the provider did what it documents; every other outcome is an error. */
export const ANSWERED_OUTCOMES: readonly ProviderCallOutcome[] = ["ok"];

export interface ProviderCall {
  operation: ProviderOperation;
  /** The host called (each host has its own circuit breaker). */
  host: string;
  outcome: ProviderCallOutcome;
  /** Time from sending to the answer read (or the failure); null when no exchange took place. */
  latencyMs: number | null;
  /** The provider's `requestId` of the exchange when there is one (4.2's request, 4.1's answer). */
  providerRequestId: string | null;
}

/** Told of every exchange the client makes, retries included; it must not throw or block. */
export type ProviderCallObserver = (call: ProviderCall) => void;

/** The outcome of an exchange that threw `error`. */
export function failureOutcome(error: unknown): ProviderCallOutcome {
  if (error instanceof ProviderUnavailable) return error.reason;
  if (error instanceof CredentialsRejected || error instanceof ProviderUnauthorized) return "unauthorized";
  if (error instanceof ProviderRateLimited) return "rate_limited";
  if (error instanceof ProviderBadResponse) return "bad_response";
  if (error instanceof ProviderStatusError) return "status_error";
  return "other";
}
