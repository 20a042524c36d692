import { redirect } from "next/navigation";
import { ssoRefusedPath } from "@/lib/sso/refusal";
import { ssoAuthorizationUrl } from "@/lib/sso/start";

// Public on purpose: it starts a sign-in. A link (GET), as identity providers' buttons are, so the sign-in
// page needs no script for it; the state, nonce and PKCE cookies it sets make its answer usable only here.
export async function GET(request: Request) {
  const url = await ssoAuthorizationUrl(new URL(request.url).searchParams.get("callbackUrl"));
  redirect(url ?? ssoRefusedPath("unavailable"));
}
