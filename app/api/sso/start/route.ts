import { redirect } from "next/navigation";
import { withApi } from "@/lib/http/with-api";
import { ssoRefusedPath } from "@/lib/sso/refusal";
import { ssoStartQuerySchema } from "@/lib/sso/schemas";
import { ssoAuthorizationUrl } from "@/lib/sso/start";

// A link (GET), as identity providers' buttons are, so the sign-in page needs no script for it; the state, nonce
// and PKCE cookies it sets make its answer usable only here.
export const GET = withApi({ public: "it starts a sign-in" }, async (request: Request) => {
  const { callbackUrl } = ssoStartQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const url = await ssoAuthorizationUrl(callbackUrl);
  redirect(url ?? ssoRefusedPath("unavailable"));
});
