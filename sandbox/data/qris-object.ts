import { encodeAdditionalData, POINT_OF_INITIATION, type QrisFields, TIP_INDICATOR } from "../qris/encode";

/**
 * The `qRis` object of a qr_invoice entry (docs/provider-api.md#history-entries): the fields the payload was
 * built from, as the provider repeats them beside `qrContent`. `crc` is the one the payload carries.
 */
export function qRisObject(fields: QrisFields, payload: string): Record<string, unknown> {
  const merchantInfo: Record<string, Record<string, string>> = {};
  for (const account of [...fields.merchantAccounts].sort((a, b) => a.tag.localeCompare(b.tag))) {
    merchantInfo[account.tag] = {
      merchantId: account.merchantId ?? "",
      merchantPan: account.pan ?? "",
      merchantCriteria: account.criteria ?? "",
      // Spelled as the provider spells it.
      globalUniqueIndentifier: account.globalUniqueIdentifier,
    };
  }
  const additional = fields.additionalData;
  return {
    crc: payload.slice(-4),
    postalCode: fields.postalCode ?? "",
    countryCode: fields.countryCode,
    merchantCity: fields.merchantCity,
    merchantInfo,
    merchantName: fields.merchantName,
    additionalData: {
      terminalLabel: additional?.terminalLabel ?? "",
      proprietaryData: additional?.proprietary ?? "",
      purposeOfTransaction: additional?.purposeOfTransaction ?? "",
      originalAdditionalData: additional ? encodeAdditionalData(additional) : "",
    },
    convenienceFlag: fields.tip ? TIP_INDICATOR[fields.tip.kind] : "",
    pointOfInitiation: POINT_OF_INITIATION[fields.pointOfInitiation],
    transactionAmount: fields.amount ?? "",
    transactionCurrency: fields.currency,
    merchantCategoryCode: fields.merchantCategoryCode,
    payloadFormatIndicator: "01",
  };
}
