const TOP_LEVEL_NAMES: Record<string, string> = {
  "00": "Payload format indicator",
  "01": "Point of initiation method",
  "52": "Merchant category code",
  "53": "Transaction currency",
  "54": "Transaction amount",
  "55": "Tip or convenience indicator",
  "56": "Convenience fee (fixed)",
  "57": "Convenience fee (percentage)",
  "58": "Country code",
  "59": "Merchant name",
  "60": "Merchant city",
  "61": "Postal code",
  "62": "Additional data",
  "63": "CRC",
  "64": "Merchant information (alternate language)",
};

const MERCHANT_ACCOUNT_NAMES: Record<string, string> = {
  "00": "Globally unique identifier",
  "01": "Merchant PAN",
  "02": "Merchant ID",
  "03": "Merchant criteria",
};

const ADDITIONAL_DATA_NAMES: Record<string, string> = {
  "01": "Bill number",
  "02": "Mobile number",
  "03": "Store label",
  "04": "Loyalty number",
  "05": "Reference label",
  "06": "Customer label",
  "07": "Terminal label",
  "08": "Purpose of transaction",
  "09": "Additional consumer data request",
  "10": "Merchant tax ID",
  "11": "Merchant channel",
  "99": "Proprietary data",
};

const LANGUAGE_TEMPLATE_NAMES: Record<string, string> = {
  "00": "Language preference",
  "01": "Merchant name (alternate language)",
  "02": "Merchant city (alternate language)",
};

export function isMerchantAccountTemplate(tag: string): boolean {
  const number = Number(tag);
  return number >= 26 && number <= 51;
}

export function topLevelTagName(tag: string): string {
  const known = TOP_LEVEL_NAMES[tag];
  if (known) return known;
  const number = Number(tag);
  if (number >= 2 && number <= 25) return "Merchant account information (card network)";
  if (isMerchantAccountTemplate(tag)) return "Merchant account information";
  if (number >= 65 && number <= 79) return "Reserved for future use";
  if (number >= 80) return "Unreserved template";
  return "Unknown";
}

/** Name of `subTag` inside the template `parentTag`, or null when that template has no sub-tags. */
export function subTagName(parentTag: string, subTag: string): string | null {
  if (isMerchantAccountTemplate(parentTag)) {
    return MERCHANT_ACCOUNT_NAMES[subTag] ?? "Payment network specific";
  }
  if (parentTag === "62") {
    if (ADDITIONAL_DATA_NAMES[subTag]) return ADDITIONAL_DATA_NAMES[subTag];
    return Number(subTag) >= 50 ? "Payment system specific template" : "Reserved for future use";
  }
  if (parentTag === "64") return LANGUAGE_TEMPLATE_NAMES[subTag] ?? "Reserved for future use";
  return null;
}

export function hasSubTags(tag: string): boolean {
  return isMerchantAccountTemplate(tag) || tag === "62" || tag === "64";
}
