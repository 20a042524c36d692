import { type BodyRead, readCappedBody } from "@/lib/http/read-capped-body";

/** The largest body the receiver reads: a notification is well under 2 KiB; this leaves room for long lists. */
export const MAX_CALLBACK_BODY_BYTES = 64 * 1024;

/** `application/json`, optionally with a UTF-8 charset; anything else is refused with 415. */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  const [type, ...parameters] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return parameters.every((parameter) => {
    const [name, value] = parameter.split("=").map((part) => part.trim().replace(/^"|"$/g, ""));
    return name !== "charset" || value === "utf-8" || value === "utf8";
  });
}

/** The request body up to the receiver's cap (see lib/http/read-capped-body.ts). */
export function readCallbackBody(request: Request, limit = MAX_CALLBACK_BODY_BYTES): Promise<BodyRead> {
  return readCappedBody(request, limit);
}
