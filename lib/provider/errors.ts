export type ProviderOperation = "token" | "transaction-status" | "history";

/**
 * Base of every error the provider client throws. Messages say what happened and what to do; they never
 * carry a secret, a token, a signature or an upstream body, so they can be logged and shown as they are.
 */
export abstract class ProviderError extends Error {
  abstract readonly code: string;
  readonly operation: ProviderOperation;

  protected constructor(operation: ProviderOperation, message: string) {
    super(message);
    this.name = new.target.name;
    this.operation = operation;
  }
}

export class ProviderUnauthorized extends ProviderError {
  readonly code = "provider_unauthorized";
  readonly httpStatus: number;

  constructor(operation: ProviderOperation, httpStatus: number, detail: string) {
    super(
      operation,
      `The provider refused the credentials on ${operation} (HTTP ${httpStatus}: ${detail}). ` +
        "Check the configured client id, client secret, signing scheme and the server clock.",
    );
    this.httpStatus = httpStatus;
  }
}

export class ProviderRateLimited extends ProviderError {
  readonly code = "provider_rate_limited";
  /** Delay the provider asked for, or null when it did not say. */
  readonly retryAfterMs: number | null;

  constructor(operation: ProviderOperation, retryAfterMs: number | null) {
    const wait = retryAfterMs === null ? "later" : `in ${Math.ceil(retryAfterMs / 1000)} s`;
    super(operation, `The provider is rate limiting ${operation}; try again ${wait}.`);
    this.retryAfterMs = retryAfterMs;
  }
}

export type UnavailableReason = "timeout" | "http_5xx" | "network" | "circuit_open";

const UNAVAILABLE_TEXT: Record<UnavailableReason, string> = {
  timeout: "did not answer in time",
  http_5xx: "answered with a server error",
  network: "could not be reached",
  circuit_open: "failed repeatedly, so calls are paused for a moment",
};

export class ProviderUnavailable extends ProviderError {
  readonly code = "provider_unavailable";
  readonly reason: UnavailableReason;
  readonly httpStatus: number | null;

  constructor(operation: ProviderOperation, reason: UnavailableReason, httpStatus: number | null = null) {
    const status = httpStatus === null ? "" : ` (HTTP ${httpStatus})`;
    super(operation, `The provider ${UNAVAILABLE_TEXT[reason]} on ${operation}${status}. Retry later.`);
    this.reason = reason;
    this.httpStatus = httpStatus;
  }
}

export type BadResponseReason =
  | "invalid_json"
  | "unexpected_shape"
  | "redirect"
  | "unexpected_http_status"
  | "too_large";

const BAD_RESPONSE_TEXT: Record<BadResponseReason, string> = {
  invalid_json: "an answer that is not valid JSON",
  unexpected_shape: "an answer that does not match the documented shape",
  redirect: "a redirect, which is never followed",
  unexpected_http_status: "an unexpected HTTP status",
  too_large: "an answer too large to read, which was abandoned",
};

export class ProviderBadResponse extends ProviderError {
  readonly code = "provider_bad_response";
  readonly reason: BadResponseReason;
  readonly httpStatus: number | null;
  /** Paths of the fields that failed validation (names only, never values). */
  readonly fieldPaths: string[];

  constructor(
    operation: ProviderOperation,
    reason: BadResponseReason,
    httpStatus: number | null,
    fieldPaths: string[] = [],
  ) {
    const status = httpStatus === null ? "" : ` (HTTP ${httpStatus})`;
    const fields = fieldPaths.length ? ` Fields: ${fieldPaths.slice(0, 5).join(", ")}.` : "";
    super(
      operation,
      `The provider sent ${BAD_RESPONSE_TEXT[reason]} on ${operation}${status}.${fields} ` +
        "Check the configured base URLs; if they are right, the provider's format changed.",
    );
    this.reason = reason;
    this.httpStatus = httpStatus;
    this.fieldPaths = fieldPaths;
  }
}

const MAX_STATUS_MESSAGE = 200;

// Long unbroken runs of token-like characters are hidden in case the provider ever echoes a credential. Every
// run is matched and its length tested after: /[…]{32,}/ would scan each shorter run again from every start.
const TOKEN_LIKE_RUN = /[A-Za-z0-9+/=_.-]+/g;
const CREDENTIAL_MIN_LENGTH = 32;

/** Keeps the provider's status text readable and bounded: printable, credential-like runs hidden, truncated. */
export function sanitizeStatusMessage(text: string | undefined): string {
  const printable = (text ?? "")
    .replace(/[^\x20-\x7E\u00A0-\uFFFF]/g, " ")
    .replace(TOKEN_LIKE_RUN, (run) => (run.length >= CREDENTIAL_MIN_LENGTH ? "[hidden]" : run))
    .trim();
  return printable.length > MAX_STATUS_MESSAGE ? `${printable.slice(0, MAX_STATUS_MESSAGE)}…` : printable;
}

export class ProviderStatusError extends ProviderError {
  readonly code = "provider_status_error";
  readonly status: number;
  readonly statusMessage: string;
  readonly httpStatus: number;

  constructor(
    operation: ProviderOperation,
    status: number,
    statusMessage: string | undefined,
    httpStatus: number,
  ) {
    const text = sanitizeStatusMessage(statusMessage);
    super(
      operation,
      `The provider answered ${operation} with status ${status}${text ? ` "${text}"` : ""} instead of 100. ` +
        "The request was understood but not fulfilled; see the status message.",
    );
    this.status = status;
    this.statusMessage = text;
    this.httpStatus = httpStatus;
  }
}
