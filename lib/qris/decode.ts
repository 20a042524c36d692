import { crc16CcittFalse } from "./crc16";
import { currencyAlphaCode } from "./currency";
import { describeMerchantCategory, type MerchantCategory } from "./mcc";
import { hasSubTags, isMerchantAccountTemplate, subTagName, topLevelTagName } from "./tag-names";
import { parseTlv, type TlvError, type TlvField } from "./tlv";

export type QrisFieldNode = {
  tag: string;
  name: string;
  value: string;
  offset: number;
  children?: QrisFieldNode[];
};

export type QrisIssue = {
  code: string;
  message: string;
  tag?: string;
  offset?: number;
};

export type QrisCrcCheck =
  | { status: "valid"; expected: string; actual: string }
  | { status: "invalid"; expected: string; actual: string }
  | { status: "missing"; expected: null; actual: null };

export type QrisMerchantAccount = {
  tag: string;
  globalUniqueIdentifier: string | null;
  pan: string | null;
  merchantId: string | null;
  criteria: string | null;
};

export type QrisTip =
  | { kind: "prompt" }
  | { kind: "fixed"; fee: string | null }
  | { kind: "percentage"; percentage: string | null }
  | { kind: "unknown"; indicator: string };

export type QrisAdditionalData = {
  billNumber: string | null;
  mobileNumber: string | null;
  storeLabel: string | null;
  loyaltyNumber: string | null;
  referenceLabel: string | null;
  customerLabel: string | null;
  terminalLabel: string | null;
  purposeOfTransaction: string | null;
  additionalConsumerDataRequest: string | null;
  proprietary: string | null;
  raw: string;
};

export type DecodedQris = {
  /** True when there is no error and the CRC matches. */
  valid: boolean;
  errors: QrisIssue[];
  warnings: QrisIssue[];
  crc: QrisCrcCheck;
  fields: QrisFieldNode[];
  payloadFormatIndicator: string | null;
  pointOfInitiation: "static" | "dynamic" | null;
  merchantAccounts: QrisMerchantAccount[];
  merchantCategoryCode: string | null;
  merchantCategory: MerchantCategory | null;
  currency: { numeric: string; alpha: string | null } | null;
  amount: string | null;
  tip: QrisTip | null;
  countryCode: string | null;
  merchantName: string | null;
  merchantCity: string | null;
  postalCode: string | null;
  additionalData: QrisAdditionalData | null;
};

const MANDATORY_TAGS = ["00", "52", "53", "58", "59", "60", "63"] as const;
const AMOUNT_FORMAT = /^(?=.{1,13}$)\d+(\.\d{1,2})?$/;
const PERCENTAGE_FORMAT = /^(?=.{1,5}$)\d+(\.\d{1,2})?$/;

/** Decodes a QRIS payload. Never throws: problems are reported in `errors` and `warnings`. */
export function decodeQris(payload: string): DecodedQris {
  const errors: QrisIssue[] = [];
  const warnings: QrisIssue[] = [];
  const parsed = parseTlv(payload);
  if (parsed.error) errors.push(tlvIssue(parsed.error));

  const fields = parsed.fields.map((field) => describeField(field, errors));
  const byTag = indexByTag(parsed.fields, warnings);
  const tagValue = (tag: string) => byTag.get(tag)?.value ?? null;

  const crc = checkCrc(payload, parsed.fields, byTag.get("63"), errors);
  checkStructure(parsed.fields, byTag, errors, parsed.error !== null);

  const merchantCategoryCode = tagValue("52");
  const currencyNumeric = tagValue("53");
  const amount = tagValue("54");
  if (amount !== null && !AMOUNT_FORMAT.test(amount)) {
    errors.push({ code: "bad_amount", tag: "54", message: `amount "${amount}" is not a decimal number` });
  }

  return {
    valid: errors.length === 0 && crc.status === "valid",
    errors,
    warnings,
    crc,
    fields,
    payloadFormatIndicator: tagValue("00"),
    pointOfInitiation: readPointOfInitiation(tagValue("01"), errors),
    merchantAccounts: fields.filter((field) => isMerchantAccountTemplate(field.tag)).map(toMerchantAccount),
    merchantCategoryCode,
    merchantCategory: merchantCategoryCode ? describeMerchantCategory(merchantCategoryCode) : null,
    currency: currencyNumeric
      ? { numeric: currencyNumeric, alpha: currencyAlphaCode(currencyNumeric) }
      : null,
    amount,
    tip: readTip(tagValue("55"), tagValue("56"), tagValue("57"), errors),
    countryCode: tagValue("58"),
    merchantName: tagValue("59"),
    merchantCity: tagValue("60"),
    postalCode: tagValue("61"),
    additionalData: readAdditionalData(fields.find((field) => field.tag === "62")),
  };
}

function tlvIssue(error: TlvError, parentTag?: string): QrisIssue {
  const where = parentTag ? ` inside tag ${parentTag}` : "";
  return {
    code: `tlv_${error.kind}`,
    message: `${error.message}${where}`,
    offset: error.offset,
    tag: parentTag,
  };
}

function describeField(field: TlvField, errors: QrisIssue[]): QrisFieldNode {
  const node: QrisFieldNode = {
    tag: field.tag,
    name: topLevelTagName(field.tag),
    value: field.value,
    offset: field.offset,
  };
  if (!hasSubTags(field.tag)) return node;

  const nested = parseTlv(field.value);
  if (nested.error) errors.push(tlvIssue(nested.error, field.tag));
  const valueOffset = field.offset + 4;
  node.children = nested.fields.map((child) => ({
    tag: child.tag,
    name: subTagName(field.tag, child.tag) ?? "Unknown",
    value: child.value,
    offset: valueOffset + child.offset,
  }));
  return node;
}

function indexByTag(fields: TlvField[], warnings: QrisIssue[]): Map<string, TlvField> {
  const byTag = new Map<string, TlvField>();
  for (const field of fields) {
    if (byTag.has(field.tag)) {
      warnings.push({
        code: "duplicate_tag",
        tag: field.tag,
        offset: field.offset,
        message: `tag ${field.tag} appears more than once; the first occurrence is used`,
      });
      continue;
    }
    byTag.set(field.tag, field);
  }
  return byTag;
}

function checkCrc(
  payload: string,
  fields: TlvField[],
  crcField: TlvField | undefined,
  errors: QrisIssue[],
): QrisCrcCheck {
  if (!crcField) return { status: "missing", expected: null, actual: null };
  if (crcField !== fields[fields.length - 1]) {
    errors.push({ code: "crc_not_last", tag: "63", message: "the CRC (tag 63) must be the last field" });
  }
  if (crcField.length !== 4) {
    errors.push({ code: "crc_bad_length", tag: "63", message: "the CRC (tag 63) must be 4 characters" });
  }
  // The checksum covers everything before the CRC value, including the "6304" header itself.
  const expected = crc16CcittFalse(payload.slice(0, crcField.offset + 4));
  const actual = crcField.value.toUpperCase();
  if (expected !== actual) {
    errors.push({
      code: "crc_mismatch",
      tag: "63",
      message: `CRC is ${crcField.value} but the payload computes to ${expected}`,
    });
    return { status: "invalid", expected, actual: crcField.value };
  }
  return { status: "valid", expected, actual: crcField.value };
}

function checkStructure(
  fields: TlvField[],
  byTag: Map<string, TlvField>,
  errors: QrisIssue[],
  truncated: boolean,
): void {
  const first = fields[0];
  if (first && first.tag !== "00") {
    errors.push({
      code: "pfi_not_first",
      tag: "00",
      message: "the payload format indicator (tag 00) must come first",
    });
  }
  const pfi = byTag.get("00");
  if (pfi && pfi.value !== "01") {
    errors.push({
      code: "bad_pfi",
      tag: "00",
      message: `payload format indicator is "${pfi.value}", expected "01"`,
    });
  }
  // A truncated payload already has an error; listing every tag it lost would only add noise.
  if (truncated) return;
  for (const tag of MANDATORY_TAGS) {
    if (!byTag.has(tag)) {
      errors.push({
        code: "missing_tag",
        tag,
        message: `mandatory tag ${tag} (${topLevelTagName(tag)}) is missing`,
      });
    }
  }
  if (fields.length > 0 && !fields.some((field) => isMerchantAccountTemplate(field.tag))) {
    errors.push({
      code: "missing_merchant_account",
      message: "no merchant account information (tags 26-51)",
    });
  }
}

function readPointOfInitiation(value: string | null, errors: QrisIssue[]): "static" | "dynamic" | null {
  if (value === null) return null;
  if (value === "11") return "static";
  if (value === "12") return "dynamic";
  errors.push({
    code: "bad_point_of_initiation",
    tag: "01",
    message: `point of initiation "${value}" is not 11 or 12`,
  });
  return null;
}

function readTip(
  indicator: string | null,
  fixedFee: string | null,
  percentage: string | null,
  errors: QrisIssue[],
): QrisTip | null {
  if (indicator === null) return null;
  if (indicator === "01") return { kind: "prompt" };
  if (indicator === "02") {
    if (fixedFee === null || !AMOUNT_FORMAT.test(fixedFee)) {
      errors.push({
        code: "bad_convenience_fee",
        tag: "56",
        message: "indicator 02 needs a fixed fee in tag 56",
      });
    }
    return { kind: "fixed", fee: fixedFee };
  }
  if (indicator === "03") {
    if (percentage === null || !PERCENTAGE_FORMAT.test(percentage)) {
      errors.push({
        code: "bad_convenience_fee",
        tag: "57",
        message: "indicator 03 needs a percentage in tag 57",
      });
    }
    return { kind: "percentage", percentage };
  }
  errors.push({
    code: "bad_tip_indicator",
    tag: "55",
    message: `tip indicator "${indicator}" is not 01, 02 or 03`,
  });
  return { kind: "unknown", indicator };
}

function childValue(node: QrisFieldNode, subTag: string): string | null {
  return node.children?.find((child) => child.tag === subTag)?.value ?? null;
}

function toMerchantAccount(node: QrisFieldNode): QrisMerchantAccount {
  return {
    tag: node.tag,
    globalUniqueIdentifier: childValue(node, "00"),
    pan: childValue(node, "01"),
    merchantId: childValue(node, "02"),
    criteria: childValue(node, "03"),
  };
}

function readAdditionalData(node: QrisFieldNode | undefined): QrisAdditionalData | null {
  if (!node) return null;
  return {
    billNumber: childValue(node, "01"),
    mobileNumber: childValue(node, "02"),
    storeLabel: childValue(node, "03"),
    loyaltyNumber: childValue(node, "04"),
    referenceLabel: childValue(node, "05"),
    customerLabel: childValue(node, "06"),
    terminalLabel: childValue(node, "07"),
    purposeOfTransaction: childValue(node, "08"),
    additionalConsumerDataRequest: childValue(node, "09"),
    proprietary: childValue(node, "99"),
    raw: node.value,
  };
}
