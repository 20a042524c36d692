/** `status` value that accompanies a successful 4.1 / 4.2 answer. */
export const PROVIDER_SUCCESS_STATUS = 100;

// The contract does not show how 4.1 says "no such transaction" (docs/provider-api.md#41-transaction-status):
// a 404 status is taken as that, and so is the wording, in case the provider answers HTTP 200 with it.
export const PROVIDER_NOT_FOUND_STATUS = 404;

export function isNotFoundStatus(status: number, statusMessage: string | undefined): boolean {
  return status === PROVIDER_NOT_FOUND_STATUS || /\bnot\s+found\b/i.test(statusMessage ?? "");
}

/** Success code of the 4.3 acknowledgement: HTTP 200 + service code 00 + case code 00 (SNAP scheme). */
export const CALLBACK_SUCCESS_CODE = "2000000";
