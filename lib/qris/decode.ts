import { currencyAlphaCode } from "./currency";
import type { DecodedQris, QrisIssue } from "./decoded-qris";
import { tlvIssue, toFieldNode } from "./field-tree";
import { readAmount, readPointOfInitiation, readTip } from "./field-values";
import { describeMerchantCategory } from "./mcc";
import { checkCrc, checkStructure, indexByTag } from "./payload-checks";
import { isMerchantAccountTemplate } from "./tag-names";
import { readAdditionalData, toMerchantAccount } from "./template-values";
import { parseTlv } from "./tlv";

/**
 * Decodes a QRIS payload (docs/provider-api.md#qris). Never throws: problems are reported in `errors` and
 * `warnings`.
 */
export function decodeQris(payload: string): DecodedQris {
  const errors: QrisIssue[] = [];
  const warnings: QrisIssue[] = [];
  const parsed = parseTlv(payload);
  if (parsed.error) errors.push(tlvIssue(parsed.error));

  const fields = parsed.fields.map((field) => toFieldNode(field, errors));
  const byTag = indexByTag(parsed.fields, warnings);
  const tagValue = (tag: string) => byTag.get(tag)?.value ?? null;

  const crc = checkCrc(payload, parsed.fields, byTag.get("63"), errors);
  checkStructure(parsed.fields, byTag, errors, parsed.error !== null);

  const merchantCategoryCode = tagValue("52");
  const currencyNumeric = tagValue("53");
  const amount = readAmount(tagValue("54"), errors);

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
