import type { createFormatter } from "next-intl";
import { type Amount, parseAmount, subtractAmounts } from "@/lib/provider/amount";
import type { LookupRecord } from "./record";

type Formatter = ReturnType<typeof createFormatter>;

export interface MoneyFigures {
  paid: Amount;
  fee: Amount | null;
  /** Paid minus the MDR fee: what the merchant receives. Null when there is no fee or the currencies differ. */
  net: Amount | null;
}

/** The record's amounts in exact minor units: the net amount is bigint arithmetic, never a float. */
export function moneyFigures(record: Pick<LookupRecord, "paidAmount" | "mdrFeeAmount">): MoneyFigures {
  const paid = parseAmount(record.paidAmount);
  const fee = record.mdrFeeAmount ? parseAmount(record.mdrFeeAmount) : null;
  const net = fee && fee.currency === paid.currency ? subtractAmounts(paid, fee) : null;
  return { paid, fee, net };
}

export interface Timestamp {
  instant: Date;
  /** The provider's text as sent, e.g. `2025-01-31T10:15:30.123+07:00`. */
  original: string;
  /** The offset the provider wrote: `+07:00`, or `Z`. */
  offset: string;
}

const OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

export function parseTimestamp(text: string | null): Timestamp | null {
  if (!text) return null;
  const instant = new Date(text);
  const offset = OFFSET.exec(text)?.[1];
  if (Number.isNaN(instant.getTime()) || !offset) return null;
  return { instant, original: text, offset: offset.toUpperCase() };
}

/** `2025-01-31 03:15:30.123 UTC`: unambiguous in any language, for support tickets. */
export function utcText(instant: Date): string {
  return `${instant.toISOString().replace("T", " ").replace("Z", "")} UTC`;
}

/**
 * The instant in the reader's zone (the formatter carries it) followed by the zone's name (from the `zones`
 * messages), e.g. `31 Jan 2025, 10.15.30 WIB`.
 */
export function localTimeText(format: Formatter, instant: Date, zoneName: string): string {
  return `${format.dateTime(instant, { dateStyle: "medium", timeStyle: "medium" })} ${zoneName}`;
}
