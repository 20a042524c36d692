/** `status` and `statusMessage` of a successful answer (docs/provider-api.md#response-codes). */
export const SUCCESS_STATUS = 100;
export const SUCCESS_MESSAGE = "success";

// The contract does not show how 4.1 says "no such transaction": the sandbox answers HTTP 404 with this body.
export const NOT_FOUND_STATUS = 404;
export const TRANSACTION_NOT_FOUND_MESSAGE = "transaction not found";
