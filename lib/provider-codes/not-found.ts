import { ProviderBadResponse, ProviderStatusError } from "@/lib/provider/errors";
import type { CodeBook } from "./code-text";

/**
 * Whether a failed 4.1/4.2 answer says the provider has no such transaction. The contract does not say how it
 * says so (docs/provider-api.md#response-codes: other statuses and HTTP statuses "not shown"), so only an
 * admin's mark in the dictionary does: on the answer's `status` when its body has one, otherwise on its HTTP
 * status. One rule per answer: a body's status is the provider's own word, and its HTTP status then says
 * nothing more. Everything else is a failure, shown as received.
 */
export function meansNotFound(error: unknown, codes: CodeBook): boolean {
  if (error instanceof ProviderStatusError)
    return codes.meaning("answerStatus", String(error.status))?.meansNotFound === true;
  if (error instanceof ProviderBadResponse && error.httpStatus !== null && error.reason !== "redirect")
    return (
      error.httpStatus >= 400 && codes.meaning("httpStatus", String(error.httpStatus))?.meansNotFound === true
    );
  return false;
}
