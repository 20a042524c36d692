/** `status` value that accompanies a successful 4.1 / 4.2 answer. */
export const PROVIDER_SUCCESS_STATUS = 100;

/** Success code of the 4.3 acknowledgement: HTTP 200 + service code 00 + case code 00 (SNAP scheme). */
export const CALLBACK_SUCCESS_CODE = "2000000";
