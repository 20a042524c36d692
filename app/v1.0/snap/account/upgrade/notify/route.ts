import { receiveCallbackRequest, refuseMethod } from "@/lib/callbacks/endpoint";
import { withApi } from "@/lib/http/with-api";

export const dynamic = "force-dynamic";

// The provider's callback at its exact contract path (lib/callbacks/endpoint). proxy.ts does not match
// /v1.0/, and nothing here redirects: every answer is the JSON of docs/provider-api.md#response-codes.
const PROVIDER = { checkedBy: "the provider's callback token (lib/callbacks/endpoint)" };

export const POST = withApi(PROVIDER, receiveCallbackRequest);
export const DELETE = withApi(PROVIDER, refuseMethod);
export const GET = withApi(PROVIDER, refuseMethod);
export const PATCH = withApi(PROVIDER, refuseMethod);
export const PUT = withApi(PROVIDER, refuseMethod);
