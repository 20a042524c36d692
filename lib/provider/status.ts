/** `status` value that accompanies a successful 4.1 / 4.2 answer. */
export const PROVIDER_SUCCESS_STATUS = 100;

// The spec does not show how 4.1 says "no such transaction"; the sandbox answers HTTP 404 with this status
// and message, and the client also recognises the wording in case the real provider answers 200 with it.
export const PROVIDER_NOT_FOUND_STATUS = 404;
export const TRANSACTION_NOT_FOUND_MESSAGE = "transaction not found";

export function isNotFoundStatus(status: number, statusMessage: string | undefined): boolean {
  return status === PROVIDER_NOT_FOUND_STATUS || /\bnot\s+found\b/i.test(statusMessage ?? "");
}

/** Success code of the 4.3 acknowledgement: HTTP 200 + service code 00 + case code 00 (SNAP scheme). */
export const CALLBACK_SUCCESS_CODE = "2000000";
