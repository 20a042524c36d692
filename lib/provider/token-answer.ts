import {
  ProviderBadResponse,
  ProviderRateLimited,
  ProviderUnauthorized,
  ProviderUnavailable,
} from "./errors";
import type { HttpAnswer } from "./http";
import { issuePaths, parseJsonSafely } from "./json";
import { parseRetryAfter } from "./retry-after";
import { tokenResponseSchema } from "./schemas/token";
import type { AccessToken } from "./token-store";

/** Reads the token endpoint's answer; a refusal there means the client id or secret is wrong. */
export function readTokenAnswer(answer: HttpAnswer, nowMs: number): AccessToken {
  const { status } = answer;
  if (status === 0 || (status >= 300 && status < 400))
    throw new ProviderBadResponse("token", "redirect", status);
  if (status === 400 || status === 401 || status === 403) {
    throw new ProviderUnauthorized("token", status, "the token endpoint refused the client credentials");
  }
  if (status === 429)
    throw new ProviderRateLimited("token", parseRetryAfter(answer.headers.get("retry-after"), nowMs));
  if (status >= 500) throw new ProviderUnavailable("token", "http_5xx", status);
  if (status < 200 || status >= 300) throw new ProviderBadResponse("token", "unexpected_http_status", status);

  const json = parseJsonSafely(answer.text);
  if (!json.ok) throw new ProviderBadResponse("token", "invalid_json", status);
  const parsed = tokenResponseSchema.safeParse(json.value);
  if (!parsed.success)
    throw new ProviderBadResponse("token", "unexpected_shape", status, issuePaths(parsed.error));
  return { token: parsed.data.access_token, expiresAt: parsed.data.expiry_token };
}
