import type { ActionResult, FailureDetail } from "@/lib/safe-action";

/**
 * A server action's refusal as an Error, for code that must throw it (TanStack Query keeps it as the query's
 * error): its code is a message key under `errors.`, its detail what a person can act on.
 */
export class ActionFailure extends Error {
  constructor(
    readonly code: string,
    readonly detail: FailureDetail = {},
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(code);
    this.name = "ActionFailure";
  }

  /** Any error as a failure to show: a refusal as it is, anything else (a lost connection) as unexpected. */
  static from(error: unknown): ActionFailure {
    return error instanceof ActionFailure ? error : new ActionFailure("unexpected");
  }
}

/** The data of an action's result, or its refusal thrown as an ActionFailure. */
export function dataOrThrow<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new ActionFailure(result.error, result.detail, result.fieldErrors);
  return result.data;
}
