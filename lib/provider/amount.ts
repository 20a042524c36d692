/** A money amount in minor units (cents), exact: never a float. */
export type Amount = {
  currency: string;
  minor: bigint;
};

export class AmountFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AmountFormatError";
  }
}

const AMOUNT_TEXT = /^([A-Z]{3}) (-?)(\d+)\.(\d{2})$/;

export function isAmountText(text: string): boolean {
  return AMOUNT_TEXT.test(text);
}

/** Parses the provider's `"<CURRENCY> <digits>.<2 digits>"`, e.g. `"IDR 10000.00"`. */
export function parseAmount(text: string): Amount {
  const match = AMOUNT_TEXT.exec(text);
  if (!match) {
    const shown = text.length > 40 ? `${text.slice(0, 40)}…` : text;
    throw new AmountFormatError(
      `amount "${shown}" is not "<3-letter currency> <digits>.<2 digits>", e.g. "IDR 10000.00"`,
    );
  }
  const [, currency = "", sign, whole = "", cents = ""] = match;
  const minor = BigInt(whole) * 100n + BigInt(cents);
  return { currency, minor: sign === "-" ? -minor : minor };
}

export function subtractAmounts(left: Amount, right: Amount): Amount {
  assertSameCurrency(left, right);
  return { currency: left.currency, minor: left.minor - right.minor };
}

function assertSameCurrency(left: Amount, right: Amount): void {
  if (left.currency !== right.currency) {
    throw new AmountFormatError(`cannot combine ${left.currency} with ${right.currency}`);
  }
}
