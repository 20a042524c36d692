"use client";
import { useFormatter } from "next-intl";
import { axisWidth, type CountAxis, countTicks } from "./count-axis";

/**
 * The axis of counts for values up to `max` (a stacked chart: the largest stack), its labels in the person's
 * locale ("10.000" in Indonesian, "10,000" in English) and `unit` after them, as wide as its widest label.
 */
export function useCountAxis(max: number, { decimals = false, unit = "" } = {}): CountAxis {
  const format = useFormatter();
  const ticks = countTicks(max, decimals);
  const tickFormatter = (value: number) =>
    `${format.number(value, { maximumFractionDigits: decimals ? 1 : 0 })}${unit}`;
  return { ticks, tickFormatter, width: axisWidth(ticks.map(tickFormatter)) };
}
