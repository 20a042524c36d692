import type { QrisIssue, QrisTip } from "./decoded-qris";

const AMOUNT_FORMAT = /^(?=.{1,13}$)\d+(\.\d{1,2})?$/;
const PERCENTAGE_FORMAT = /^(?=.{1,5}$)\d+(\.\d{1,2})?$/;

/** Tag 54, reported when it is not a decimal of up to 13 characters. */
export function readAmount(value: string | null, errors: QrisIssue[]): string | null {
  if (value !== null && !AMOUNT_FORMAT.test(value)) {
    errors.push({ code: "bad_amount", tag: "54", message: `amount "${value}" is not a decimal number` });
  }
  return value;
}

/** Tag 01: 11 static, 12 dynamic. */
export function readPointOfInitiation(
  value: string | null,
  errors: QrisIssue[],
): "static" | "dynamic" | null {
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

/** Tags 55 to 57: the tip or convenience indicator with the fee it calls for. */
export function readTip(
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
