import type { QRis } from "@/lib/provider/schemas/history-details";
import type { DecodedQris } from "@/lib/qris/decoded-qris";
import { trimEndChar } from "@/lib/text/trim-char";

/**
 * `match`: both have the value; `differs`: both have a value and they disagree (a contradiction);
 * `not_in_record` / `not_in_qr`: only one side has a value (missing or empty on the other), which says nothing
 * about either being wrong. A field neither side has is left out.
 */
export type ComparisonStatus = "match" | "differs" | "not_in_record" | "not_in_qr";

export interface QrisComparisonRow {
  /** Path in the provider's qRis object, e.g. `merchantInfo.26.merchantPan`. */
  field: string;
  /** Where the value sits in the QR payload, e.g. `26.01`. */
  tag: string;
  /** The value, or null when that side does not have it or has it empty. */
  inQr: string | null;
  recorded: string | null;
  status: ComparisonStatus;
  /** A contradiction on this field marks the entry in the list: who is paid, how much, in what. */
  matters: boolean;
}

export interface QrisComparison {
  rows: QrisComparisonRow[];
  /** Fields where both sides have a value and they disagree. */
  contradictions: number;
  /** Of those, the ones on a field that matters: what marks the entry in the list. */
  contradictionsThatMatter: number;
  /** Fields only one side has. */
  absences: number;
  /** Tags (and sub-tags, as `26.01`) of the QR that contradict the record. */
  differingTags: Set<string>;
  /** Of those, the ones whose contradiction is on a field that matters. */
  differingTagsThatMatter: Set<string>;
}

type Normalize = (value: string) => string;
const exact: Normalize = (value) => value;
const upper: Normalize = (value) => value.toUpperCase();
// "25000" and "25000.00" are the same amount: when only digits follow the last point, the zeros that end them
// are dropped, then the point if nothing is left after it (walked: /(\.\d*?)0+$/ was quadratic on zeros).
const decimal: Normalize = (value) => {
  const point = value.lastIndexOf(".");
  if (point === -1 || !/^\d*$/.test(value.slice(point + 1))) return value;
  const kept = trimEndChar(value, "0");
  return kept.endsWith(".") ? kept.slice(0, -1) : kept;
};

interface Compared {
  field: string;
  tag: string;
  normalize: Normalize;
  matters: boolean;
}

const TOP_LEVEL: readonly [field: keyof QRis, tag: string, normalize: Normalize, matters: boolean][] = [
  ["payloadFormatIndicator", "00", exact, false],
  ["pointOfInitiation", "01", exact, false],
  ["merchantCategoryCode", "52", exact, true],
  ["transactionCurrency", "53", exact, true],
  ["transactionAmount", "54", decimal, true],
  ["convenienceFlag", "55", exact, false],
  ["countryCode", "58", exact, false],
  ["merchantName", "59", exact, true],
  ["merchantCity", "60", exact, true],
  ["postalCode", "61", exact, false],
  ["crc", "63", upper, true],
];

const ADDITIONAL_DATA: readonly [field: string, subTag: string | null][] = [
  ["terminalLabel", "07"],
  ["purposeOfTransaction", "08"],
  ["proprietaryData", "99"],
  // The whole tag 62 value as it was in the QR.
  ["originalAdditionalData", null],
];

/** A template's sub-tags; the merchant's PAN and id say who is paid. */
const MERCHANT_INFO: readonly [field: string, subTag: string, matters: boolean][] = [
  ["globalUniqueIndentifier", "00", false],
  ["merchantPan", "01", true],
  ["merchantId", "02", true],
  ["merchantCriteria", "03", false],
];

function qrValue(decoded: DecodedQris, tag: string, subTag?: string): string | null {
  const field = decoded.fields.find((candidate) => candidate.tag === tag);
  if (!field) return null;
  if (subTag === undefined) return field.value;
  return field.children?.find((child) => child.tag === subTag)?.value ?? null;
}

/** The value as text, or null when there is none to compare: missing, null or blank. */
function present(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.trim() === "" ? null : text;
}

function statusOf(inQr: string | null, recorded: string | null, normalize: Normalize): ComparisonStatus {
  if (inQr === null) return "not_in_qr";
  if (recorded === null) return "not_in_record";
  return normalize(inQr) === normalize(recorded) ? "match" : "differs";
}

/** Every field of the provider's parsed qRis object against what the QR payload itself says. */
export function compareQrisWithRecord(decoded: DecodedQris, qRis: QRis | undefined): QrisComparison {
  const rows: QrisComparisonRow[] = [];
  const add = (
    { field, tag, normalize, matters }: Compared,
    qrText: string | null,
    recordedValue: unknown,
  ) => {
    const inQr = present(qrText);
    const recorded = present(recordedValue);
    if (inQr === null && recorded === null) return;
    rows.push({ field, tag, inQr, recorded, status: statusOf(inQr, recorded, normalize), matters });
  };

  for (const [field, tag, normalize, matters] of TOP_LEVEL)
    add({ field, tag, normalize, matters }, qrValue(decoded, tag), qRis?.[field]);

  const additional = qRis?.additionalData as Record<string, unknown> | undefined;
  for (const [field, subTag] of ADDITIONAL_DATA) {
    const tag = subTag === null ? "62" : `62.${subTag}`;
    const inQr = subTag === null ? qrValue(decoded, "62") : qrValue(decoded, "62", subTag);
    add(
      { field: `additionalData.${field}`, tag, normalize: exact, matters: false },
      inQr,
      additional?.[field],
    );
  }

  const recordedInfo = qRis?.merchantInfo;
  const templates = new Set([
    ...decoded.merchantAccounts.map((account) => account.tag),
    ...Object.keys(recordedInfo ?? {}),
  ]);
  for (const template of [...templates].sort()) {
    const recordedTemplate = recordedInfo?.[template] as Record<string, unknown> | undefined;
    for (const [field, subTag, matters] of MERCHANT_INFO) {
      add(
        {
          field: `merchantInfo.${template}.${field}`,
          tag: `${template}.${subTag}`,
          normalize: exact,
          matters,
        },
        qrValue(decoded, template, subTag),
        recordedTemplate?.[field],
      );
    }
  }

  const differing = rows.filter((row) => row.status === "differs");
  const tagsOf = (list: QrisComparisonRow[]) =>
    new Set(list.flatMap((row) => [row.tag, row.tag.split(".")[0] ?? row.tag]));
  return {
    rows,
    contradictions: differing.length,
    contradictionsThatMatter: differing.filter((row) => row.matters).length,
    absences: rows.filter((row) => row.status === "not_in_qr" || row.status === "not_in_record").length,
    differingTags: tagsOf(differing),
    differingTagsThatMatter: tagsOf(differing.filter((row) => row.matters)),
  };
}
