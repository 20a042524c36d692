import { receiveCallbackRequest, refuseMethod } from "@/lib/callbacks/endpoint";

export const dynamic = "force-dynamic";

// The provider's callback at its exact contract path (lib/callbacks/endpoint). proxy.ts does not match
// /v1.0/, and nothing here redirects: every answer is the JSON of docs/provider-api.md#response-codes.
export {
  receiveCallbackRequest as POST,
  refuseMethod as DELETE,
  refuseMethod as GET,
  refuseMethod as PATCH,
  refuseMethod as PUT,
};
