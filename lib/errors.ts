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

/** An item of a list a person entered (a pasted identifier) that was refused: where it is, what it held, why. */
export interface RefusedItem {
  /** 1-based place in the list. */
  position: number;
  /** 1-based line of the text it is on. */
  line: number;
  /** What it held, shortened for a message. */
  excerpt: string;
  /** Why, as a message key of the domain that refused it. */
  code: string;
}

/**
 * A list refused for some of its items, the first `items` of them named (of `total`): the person corrects those
 * and keeps the rest of what they typed.
 */
export class ItemsRefused extends AppError {
  constructor(
    code: string,
    readonly items: readonly RefusedItem[],
    readonly total: number,
  ) {
    super(code);
    this.name = "ItemsRefused";
  }
}
