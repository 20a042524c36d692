import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/next-auth";
import { withPublicOrigin } from "@/lib/auth/public-origin";

// next-auth's handlers read only the standard Request (its NextRequest parts only with AUTH_URL, in which
// case withPublicOrigin hands the request on unchanged).
const handle = async (handler: (request: NextRequest) => Promise<Response>, request: NextRequest) =>
  handler((await withPublicOrigin(request)) as NextRequest);

export const GET = (request: NextRequest) => handle(handlers.GET, request);
export const POST = (request: NextRequest) => handle(handlers.POST, request);
