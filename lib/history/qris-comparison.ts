import type { QRis } from "@/lib/provider/schemas/history-details";
import type { DecodedQris } from "@/lib/qris/decoded-qris";

/**
 * `match`: both say the same (an empty recorded value matches a tag the QR does not have);
 * `differs`: they disagree; `not_recorded`: the provider's qRis object has no such key at all.
 */
export type ComparisonStatus = "match" | "differs" | "not_recorded";

export interface QrisComparisonRow {
  /** Path in the provider's qRis object, e.g. `merchantInfo.26.merchantPan`. */
  field: string;
  /** Where the value sits in the QR payload, e.g. `26.01`. */
  tag: string;
  inQr: string | null;
  recorded: string | null;
  status: ComparisonStatus;
}

export interface QrisComparison {
  rows: QrisComparisonRow[];
  differences: number;
  /** Tags (and sub-tags, as `26.01`) of the QR that disagree with the record. */
  differingTags: Set<string>;
}

type Normalize = (value: string) => string;
const exact: Normalize = (value) => value;
const upper: Normalize = (value) => value.toUpperCase();
// "25000" and "25000.00" are the same amount.
const decimal: Normalize = (value) => value.replace(/(\.\d*?)0+$/, "$1").replace(/\.$/, "");

const TOP_LEVEL: readonly [field: keyof QRis, tag: string, normalize: Normalize][] = [
  ["payloadFormatIndicator", "00", exact],
  ["pointOfInitiation", "01", exact],
  ["merchantCategoryCode", "52", exact],
  ["transactionCurrency", "53", exact],
  ["transactionAmount", "54", decimal],
  ["convenienceFlag", "55", exact],
  ["countryCode", "58", exact],
  ["merchantName", "59", exact],
  ["merchantCity", "60", exact],
  ["postalCode", "61", exact],
  ["crc", "63", upper],
];

const ADDITIONAL_DATA: readonly [field: string, tag: string | null][] = [
  ["terminalLabel", "07"],
  ["purposeOfTransaction", "08"],
  ["proprietaryData", "99"],
  // The whole tag 62 value as it was in the QR.
  ["originalAdditionalData", null],
];

const MERCHANT_INFO: readonly [field: string, subTag: string][] = [
  ["globalUniqueIndentifier", "00"],
  ["merchantPan", "01"],
  ["merchantId", "02"],
  ["merchantCriteria", "03"],
];

function qrValue(decoded: DecodedQris, tag: string, subTag?: string): string | null {
  const field = decoded.fields.find((candidate) => candidate.tag === tag);
  if (!field) return null;
  if (subTag === undefined) return field.value;
  return field.children?.find((child) => child.tag === subTag)?.value ?? null;
}

function recordedText(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

function compareValues(
  inQr: string | null,
  recorded: string | null | undefined,
  normalize: Normalize,
): ComparisonStatus {
  if (recorded === undefined) return "not_recorded";
  const left = inQr === null || inQr === "" ? "" : normalize(inQr);
  const right = recorded === null || recorded === "" ? "" : normalize(recorded);
  return left === right ? "match" : "differs";
}

/** Every field of the provider's parsed qRis object against what the QR payload itself says. */
export function compareQrisWithRecord(decoded: DecodedQris, qRis: QRis | undefined): QrisComparison {
  const rows: QrisComparisonRow[] = [];
  const add = (
    field: string,
    tag: string,
    inQr: string | null,
    recorded: unknown,
    normalize: Normalize = exact,
  ) => {
    const text = recordedText(recorded);
    rows.push({ field, tag, inQr, recorded: text ?? null, status: compareValues(inQr, text, normalize) });
  };

  for (const [field, tag, normalize] of TOP_LEVEL)
    add(field, tag, qrValue(decoded, tag), qRis?.[field], normalize);

  const additional = qRis?.additionalData as Record<string, unknown> | undefined;
  for (const [field, subTag] of ADDITIONAL_DATA) {
    const tag = subTag === null ? "62" : `62.${subTag}`;
    const inQr = subTag === null ? qrValue(decoded, "62") : qrValue(decoded, "62", subTag);
    add(`additionalData.${field}`, tag, inQr, additional?.[field]);
  }

  const recordedInfo = qRis?.merchantInfo;
  const templates = new Set([
    ...decoded.merchantAccounts.map((account) => account.tag),
    ...Object.keys(recordedInfo ?? {}),
  ]);
  for (const template of [...templates].sort()) {
    const recordedTemplate = recordedInfo?.[template] as Record<string, unknown> | undefined;
    for (const [field, subTag] of MERCHANT_INFO) {
      // A template the QR has but the record lacks, inside a record that lists templates, is a difference.
      const recorded = recordedInfo === undefined ? undefined : (recordedTemplate?.[field] ?? null);
      add(
        `merchantInfo.${template}.${field}`,
        `${template}.${subTag}`,
        qrValue(decoded, template, subTag),
        recorded,
      );
    }
  }

  const differing = rows.filter((row) => row.status === "differs");
  const differingTags = new Set<string>();
  for (const row of differing) {
    differingTags.add(row.tag);
    differingTags.add(row.tag.split(".")[0] ?? row.tag);
  }
  return { rows, differences: differing.length, differingTags };
}
