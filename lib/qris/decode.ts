import { checkConformance } from "./conformance/check-conformance";
import { currencyAlphaCode } from "./currency";
import type { DecodedQris, QrisFinding } from "./decoded-qris";
import { tlvFinding, toFieldNode } from "./field-tree";
import { readPointOfInitiation, readTip } from "./field-values";
import { describeMerchantCategory } from "./mcc";
import { checkCrc, indexByTag } from "./payload-checks";
import { qrisKind } from "./qris-kind";
import { isMerchantAccountTemplate } from "./tag-names";
import { readAdditionalData, toMerchantAccount } from "./template-values";
import { parseTlv } from "./tlv";

/**
 * Decodes a QRIS payload (docs/provider-api.md#qris) and checks it against the QRIS rules. Never throws:
 * problems are reported in `findings`.
 */
export function decodeQris(payload: string): DecodedQris {
  const findings: QrisFinding[] = [];
  const parsed = parseTlv(payload);
  if (parsed.error) findings.push(tlvFinding(parsed.error));

  const fields = parsed.fields.map((field) => toFieldNode(field, findings));
  const byTag = indexByTag(parsed.fields);
  const tagValue = (tag: string) => byTag.get(tag)?.value ?? null;

  const crc = checkCrc(payload, byTag.get("63"), findings);
  findings.push(...checkConformance({ fields, truncated: parsed.error !== null }));

  const merchantCategoryCode = tagValue("52");
  const currencyNumeric = tagValue("53");

  return {
    valid: crc.status === "valid" && findings.every((item) => item.severity !== "error"),
    kind: qrisKind(fields),
    findings,
    crc,
    fields,
    payloadFormatIndicator: tagValue("00"),
    pointOfInitiation: readPointOfInitiation(tagValue("01")),
    merchantAccounts: fields.filter((field) => isMerchantAccountTemplate(field.tag)).map(toMerchantAccount),
    merchantCategoryCode,
    merchantCategory: merchantCategoryCode ? describeMerchantCategory(merchantCategoryCode) : null,
    currency: currencyNumeric
      ? { numeric: currencyNumeric, alpha: currencyAlphaCode(currencyNumeric) }
      : null,
    amount: tagValue("54"),
    tip: readTip(tagValue("55"), tagValue("56"), tagValue("57")),
    countryCode: tagValue("58"),
    merchantName: tagValue("59"),
    merchantCity: tagValue("60"),
    postalCode: tagValue("61"),
    additionalData: readAdditionalData(fields.find((field) => field.tag === "62")),
  };
}
