import type { QrisFieldNode, QrisKind } from "./decoded-qris";
import { isMerchantAccountTemplate } from "./tag-names";

const TRANSFER_TEMPLATE = "40";

/** A payload whose only account template is 40 transfers to an account rather than paying a merchant. */
export function qrisKind(fields: readonly QrisFieldNode[]): QrisKind {
  const templates = fields.filter((field) => isMerchantAccountTemplate(field.tag));
  return templates.length > 0 && templates.every((field) => field.tag === TRANSFER_TEMPLATE)
    ? "transfer"
    : "merchant_payment";
}
