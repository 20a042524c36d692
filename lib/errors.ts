/** An expected failure a person can act on; `code` is a message key under `errors.` in the catalogs. */
export class AppError extends Error {
  /** `retryAfterMs`: when the same request may succeed again (a throttle), shown to the person. */
  constructor(
    readonly code: string,
    readonly retryAfterMs?: number,
  ) {
    super(code);
    this.name = "AppError";
  }
}
