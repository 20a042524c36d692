import { getNiceTickValues } from "recharts";
import { AXIS_TICK } from "./theme";

/** A chart's axis of counts: the ticks drawn, how each reads, and the width its widest label needs. */
export interface CountAxis {
  ticks: number[];
  tickFormatter: (value: number) => string;
  width: number;
}

/**
 * The ticks of an axis from 0 to `max`, chosen as recharts chooses them (five "nice" values); given to the axis
 * explicitly, so the labels whose width is measured are the ones drawn.
 */
export function countTicks(max: number, allowDecimals: boolean): number[] {
  return getNiceTickValues([0, Math.max(max, 0)], 5, allowDecimals);
}

// Advance widths in ems, at or above those of the sans-serif faces the theme may fall back to (digits are
// tabular, about 0.55 em; thousands separators and the decimal point about 0.3 em): an estimate that errs
// towards a little more room, never a clipped label.
const NARROW = new Set([".", ",", " ", "\u00a0", "\u202f", "'", ":"]);
const WIDE = new Set(["%", "m", "w", "M", "W"]);
function emWidth(char: string): number {
  if (NARROW.has(char)) return 0.32;
  if (WIDE.has(char)) return 0.9;
  return 0.62;
}

/** recharts draws a label right-aligned this far from the axis line: the tick (6 px) and its margin (2 px). */
const TICK_AND_MARGIN = 8;
/** Room kept at the chart's left edge, so the first glyph is never flush against it. */
const EDGE = 4;

/** The width a vertical axis needs to show each label whole, from the widest one, at the theme's font size. */
export function axisWidth(labels: readonly string[], fontSize = AXIS_TICK.fontSize): number {
  const widest = Math.max(0, ...labels.map((label) => [...label].reduce((sum, c) => sum + emWidth(c), 0)));
  return Math.ceil(widest * fontSize) + TICK_AND_MARGIN + EDGE;
}
