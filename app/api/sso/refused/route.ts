import { redirect } from "next/navigation";
import { ssoRefusedPath } from "@/lib/sso/refusal";
import { ssoRefusedQuerySchema } from "@/lib/sso/schemas";

// Public on purpose: it only names a reason on the sign-in page (an unknown one becomes the generic failure).
export function GET(request: Request) {
  const { reason } = ssoRefusedQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  redirect(ssoRefusedPath(reason));
}
