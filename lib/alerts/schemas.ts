import { z } from "zod";
import type { ThresholdSpec } from "./rule";
import { THRESHOLD_SPECS } from "./rules";

/** An alert, by its id. */
export const alertIdSchema = z.object({ id: z.string().trim().min(1).max(40) });

const range = { message: "threshold_range" };

function thresholdField(spec: ThresholdSpec) {
  return z
    .string()
    .trim()
    .max(10, { ...range, abort: true })
    .regex(/^\d+$/, { message: "number_invalid", abort: true })
    .transform(Number)
    .pipe(z.number().int().min(spec.min, range).max(spec.max, range));
}

/** The thresholds form: every rule's thresholds and the reminder interval, each whole and within its bounds. */
export const thresholdsFormSchema = z.object(
  Object.fromEntries([...THRESHOLD_SPECS].map(([key, spec]) => [key, thresholdField(spec)])),
) as z.ZodType<Record<string, number>, Record<string, string>>;
