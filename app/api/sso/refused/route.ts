import { redirect } from "next/navigation";
import { ssoRefusedPath } from "@/lib/sso/refusal";

// Public on purpose: it only names a reason on the sign-in page (an unknown one becomes the generic failure).
export function GET(request: Request) {
  redirect(ssoRefusedPath(new URL(request.url).searchParams.get("reason")));
}
