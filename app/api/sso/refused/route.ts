import { redirect } from "next/navigation";
import { withApi } from "@/lib/http/with-api";
import { ssoRefusedPath } from "@/lib/sso/refusal";
import { ssoRefusedQuerySchema } from "@/lib/sso/schemas";

export const GET = withApi(
  { public: "it only names a reason on the sign-in page (an unknown one becomes the generic failure)" },
  (request: Request) => {
    const { reason } = ssoRefusedQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    redirect(ssoRefusedPath(reason));
  },
);
