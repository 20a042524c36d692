/** An expected failure a person can act on; `code` is a message key under `errors.` in the catalogs. */
export class AppError extends Error {
  constructor(readonly code: string) {
    super(code);
    this.name = "AppError";
  }
}
