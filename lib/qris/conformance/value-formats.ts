// Amounts (tags 54, 56): up to 13 characters, no sign, no leading zero before other digits, at most two
// decimals, more than zero. QRIS §4.7.8.1 names "1000.00", "1000" and "1000." alike as conforming: a point
// without decimals is allowed.
const AMOUNT = /^(?=.{1,13}$)(0|[1-9]\d*)(\.\d{0,2})?$/;
const ZERO = /^0(\.0{0,2})?$/;

// A percentage (tag 57): 00.01 to 99.99, leading zeros allowed as in "02.5".
const PERCENTAGE = /^(\d{1,2})(?:\.(\d{1,2}))?$/;

export function isAmount(text: string): boolean {
  return AMOUNT.test(text) && !ZERO.test(text);
}

export function isPercentage(text: string): boolean {
  const match = PERCENTAGE.exec(text);
  if (!match) return false;
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return hundredths >= 1 && hundredths <= 9999;
}
