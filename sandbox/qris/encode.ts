import { z } from "zod";
import { qrisChecksum } from "./checksum";
import { encodeTlv, type TlvElement } from "./tlv";

const printable = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[\x20-\x7E]+$/, "must be printable ASCII");

const merchantAccountSchema = z.object({
  tag: z.string().refine((tag) => /^\d{2}$/.test(tag) && Number(tag) >= 26 && Number(tag) <= 51, {
    message: "merchant account tag must be 26 to 51",
  }),
  globalUniqueIdentifier: printable(32),
  pan: printable(19).optional(),
  merchantId: printable(15).optional(),
  criteria: printable(3).optional(),
});

const decimalAmount = z
  .string()
  .regex(/^(?=.{1,13}$)\d+(\.\d{1,2})?$/, "must be a decimal amount of up to 13 characters");

const tipSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("prompt") }),
  z.object({ kind: z.literal("fixed"), fee: decimalAmount }),
  z.object({ kind: z.literal("percentage"), percentage: z.string().regex(/^(?=.{1,5}$)\d+(\.\d{1,2})?$/) }),
]);

const additionalDataSchema = z.object({
  billNumber: printable(25).optional(),
  mobileNumber: printable(25).optional(),
  storeLabel: printable(25).optional(),
  loyaltyNumber: printable(25).optional(),
  referenceLabel: printable(25).optional(),
  customerLabel: printable(25).optional(),
  terminalLabel: printable(25).optional(),
  purposeOfTransaction: printable(25).optional(),
  additionalConsumerDataRequest: printable(3).optional(),
  proprietary: printable(50).optional(),
});

export const qrisInputSchema = z
  .object({
    pointOfInitiation: z.enum(["static", "dynamic"]),
    merchantAccounts: z.array(merchantAccountSchema).min(1),
    merchantCategoryCode: z.string().regex(/^\d{4}$/),
    currency: z
      .string()
      .regex(/^\d{3}$/)
      .default("360"),
    amount: decimalAmount.optional(),
    tip: tipSchema.optional(),
    countryCode: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default("ID"),
    merchantName: printable(25),
    merchantCity: printable(15),
    postalCode: printable(10).optional(),
    additionalData: additionalDataSchema.optional(),
  })
  .refine(
    (input) =>
      new Set(input.merchantAccounts.map((account) => account.tag)).size === input.merchantAccounts.length,
    {
      message: "merchant account tags must be unique",
      path: ["merchantAccounts"],
    },
  );

export type QrisInput = z.input<typeof qrisInputSchema>;
/** The input with its defaults filled in (currency 360, country ID). */
export type QrisFields = z.output<typeof qrisInputSchema>;
type AdditionalData = z.output<typeof additionalDataSchema>;

export const POINT_OF_INITIATION = { static: "11", dynamic: "12" } as const;
/** Tag 55, the tip or convenience indicator. */
export const TIP_INDICATOR = { prompt: "01", fixed: "02", percentage: "03" } as const;

const ADDITIONAL_DATA_TAGS: ReadonlyArray<[keyof AdditionalData, string]> = [
  ["billNumber", "01"],
  ["mobileNumber", "02"],
  ["storeLabel", "03"],
  ["loyaltyNumber", "04"],
  ["referenceLabel", "05"],
  ["customerLabel", "06"],
  ["terminalLabel", "07"],
  ["purposeOfTransaction", "08"],
  ["additionalConsumerDataRequest", "09"],
  ["proprietary", "99"],
];

/**
 * Builds a QRIS payload with its CRC (docs/provider-api.md#qris). Throws (ZodError or TlvEncodeError) when
 * the fields cannot be encoded.
 */
export function encodeQris(input: QrisInput): string {
  const valid = qrisInputSchema.parse(input);
  const body = encodeTlv(topLevelFields(valid));
  const withCrcHeader = `${body}6304`;
  return `${withCrcHeader}${qrisChecksum(withCrcHeader)}`;
}

function topLevelFields(input: QrisFields): TlvElement[] {
  const fields: TlvElement[] = [
    { tag: "00", value: "01" },
    { tag: "01", value: POINT_OF_INITIATION[input.pointOfInitiation] },
  ];
  const accounts = [...input.merchantAccounts].sort((a, b) => a.tag.localeCompare(b.tag));
  for (const account of accounts) fields.push({ tag: account.tag, value: encodeMerchantAccount(account) });
  fields.push({ tag: "52", value: input.merchantCategoryCode }, { tag: "53", value: input.currency });
  if (input.amount !== undefined) fields.push({ tag: "54", value: input.amount });
  fields.push(...tipFields(input.tip));
  fields.push(
    { tag: "58", value: input.countryCode },
    { tag: "59", value: input.merchantName },
    { tag: "60", value: input.merchantCity },
  );
  if (input.postalCode !== undefined) fields.push({ tag: "61", value: input.postalCode });
  const additional = input.additionalData ? encodeAdditionalData(input.additionalData) : "";
  if (additional) fields.push({ tag: "62", value: additional });
  return fields;
}

function encodeMerchantAccount(account: z.output<typeof merchantAccountSchema>): string {
  const subFields: TlvElement[] = [{ tag: "00", value: account.globalUniqueIdentifier }];
  if (account.pan !== undefined) subFields.push({ tag: "01", value: account.pan });
  if (account.merchantId !== undefined) subFields.push({ tag: "02", value: account.merchantId });
  if (account.criteria !== undefined) subFields.push({ tag: "03", value: account.criteria });
  return encodeTlv(subFields);
}

function tipFields(tip: QrisFields["tip"]): TlvElement[] {
  if (!tip) return [];
  const indicator = { tag: "55", value: TIP_INDICATOR[tip.kind] };
  if (tip.kind === "prompt") return [indicator];
  if (tip.kind === "fixed") return [indicator, { tag: "56", value: tip.fee }];
  return [indicator, { tag: "57", value: tip.percentage }];
}

/** The value of tag 62; empty when there is no additional data (the tag is then left out). */
export function encodeAdditionalData(data: AdditionalData): string {
  const subFields: TlvElement[] = [];
  for (const [key, tag] of ADDITIONAL_DATA_TAGS) {
    const value = data[key];
    if (value !== undefined) subFields.push({ tag, value });
  }
  return encodeTlv(subFields);
}
