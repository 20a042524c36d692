import type { QrisTip } from "./decoded-qris";

/** Tag 01: 11 static, 12 dynamic; anything else is a conformance finding and reads as unknown. */
export function readPointOfInitiation(value: string | null): "static" | "dynamic" | null {
  if (value === "11") return "static";
  if (value === "12") return "dynamic";
  return null;
}

/** Tags 55 to 57: the tip or convenience indicator with the fee it calls for, as written. */
export function readTip(
  indicator: string | null,
  fixedFee: string | null,
  percentage: string | null,
): QrisTip | null {
  if (indicator === null) return null;
  if (indicator === "01") return { kind: "prompt" };
  if (indicator === "02") return { kind: "fixed", fee: fixedFee };
  if (indicator === "03") return { kind: "percentage", percentage };
  return { kind: "unknown", indicator };
}
