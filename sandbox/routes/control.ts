import type { ServerResponse } from "node:http";
import { controlUpdateSchema } from "../control-state";
import { parseJson, sendJson, sendProviderError } from "../http-utils";
import type { SandboxContext } from "./context";

export function sandboxStateBody(context: SandboxContext) {
  return {
    tokenIssues: context.tokens.issued,
    requestCounts: context.state.requestCounts,
    faultsInjected: context.state.faultsInjected,
    rateLimited: context.state.rateLimited,
    knobs: context.state.knobs,
  };
}

/** POST /__sandbox/control, GET /__sandbox/state, GET /__sandbox/issued-tokens, POST /__sandbox/reset. */
export function handleControl(
  method: string,
  pathname: string,
  response: ServerResponse,
  body: string,
  context: SandboxContext,
): void {
  if (method === "GET" && pathname === "/__sandbox/state") {
    sendJson(response, 200, sandboxStateBody(context));
    return;
  }
  if (method === "GET" && pathname === "/__sandbox/issued-tokens") {
    sendJson(response, 200, { tokens: context.tokens.issuedSinceStart() });
    return;
  }
  if (method === "POST" && pathname === "/__sandbox/reset") {
    context.state.reset();
    context.tokens.reset();
    sendJson(response, 200, sandboxStateBody(context));
    return;
  }
  if (method === "POST" && pathname === "/__sandbox/control") {
    const parsed = controlUpdateSchema.safeParse(parseJson(body));
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (issue) => `${issue.path.join(".") || "body"}: ${issue.message}`,
      );
      sendProviderError(response, 400, `invalid control body: ${problems.join("; ")}`);
      return;
    }
    sendJson(response, 200, { knobs: context.state.update(parsed.data) });
    return;
  }
  sendProviderError(response, 404, "unknown control endpoint");
}
