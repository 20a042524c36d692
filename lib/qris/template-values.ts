import type { QrisAdditionalData, QrisFieldNode, QrisMerchantAccount } from "./decoded-qris";

function childValue(node: QrisFieldNode, subTag: string): string | null {
  return node.children?.find((child) => child.tag === subTag)?.value ?? null;
}

/** A merchant account template (26–51) by its sub-tags. */
export function toMerchantAccount(node: QrisFieldNode): QrisMerchantAccount {
  return {
    tag: node.tag,
    globalUniqueIdentifier: childValue(node, "00"),
    pan: childValue(node, "01"),
    merchantId: childValue(node, "02"),
    criteria: childValue(node, "03"),
  };
}

/** The additional data template (62) by its sub-tags, with its raw text. */
export function readAdditionalData(node: QrisFieldNode | undefined): QrisAdditionalData | null {
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
