import { z } from "zod";

export const INSIGHT_PERIODS = ["7", "30", "90"] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** The longest chosen range, in days: a year and a day covers a leap year's comparisons. */
export const MAX_RANGE_DAYS = 366;

const day = z.iso.date();

/** The insights' range, from the URL: the last 7, 30 or 90 days, or from/to (both) in the person's zone. */
export const insightsFilterSchema = z.object({
  period: z.enum(INSIGHT_PERIODS).default("30").catch("30"),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});
export type InsightsFilter = z.infer<typeof insightsFilterSchema>;
