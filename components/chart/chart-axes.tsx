import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { CountAxis } from "./count-axis";
import { AXIS_TICK, GRID_STROKE, LEGEND_STYLE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "./theme";
import { WrappedTick } from "./wrapped-tick";

export interface ChartAxesOptions {
  /** The field that names each bar or point: along the bottom, or down the side with `sideways`. */
  category: string;
  /**
   * Bars drawn sideways, each labelled (none skipped) within `width`: a label longer than a line wraps onto a
   * second and is shortened beyond it, the whole text on hover.
   */
  sideways?: { width: number };
  /** Only the first and last category labels are sure to show (long series of days or hours). */
  sparseLabels?: boolean;
  /** The axis of counts (`useCountAxis`): its ticks, their text in the person's locale, its width. */
  counts: CountAxis;
  countDecimals?: boolean;
  /** A second axis on the right, 0–100 %, for a rate drawn as a line (`yAxisId="rate"`; counts are "count"). */
  rate?: boolean;
  legend?: boolean;
  /** The tooltip shades the hovered band: for bars, not for lines. */
  bandCursor?: boolean;
}

const THEMED = { tick: AXIS_TICK, stroke: GRID_STROKE };

/** Characters of a sideways label's line: the axis width less the tick, at about 0.55 em a character. */
const sidewaysLineChars = (width: number) => Math.floor((width - 12) / (0.55 * AXIS_TICK.fontSize));

/**
 * The themed grid, axes, tooltip and legend every cartesian chart shares. Called as a function, not rendered as
 * a component, so the chart receives recharts' own elements as its children.
 */
export function chartAxes({
  category,
  sideways,
  sparseLabels = false,
  counts: countAxis,
  countDecimals = false,
  rate = false,
  legend = false,
  bandCursor = true,
}: ChartAxesOptions) {
  const counts = {
    ...THEMED,
    allowDecimals: countDecimals,
    // The ticks whose labels the width was measured for, and no others.
    ticks: countAxis.ticks,
    domain: [0, countAxis.ticks.at(-1) ?? "auto"] as [number, number | "auto"],
    interval: 0 as const,
    tickFormatter: countAxis.tickFormatter,
    ...(rate && { yAxisId: "count" }),
  };
  return (
    <>
      <CartesianGrid stroke={GRID_STROKE} {...(sideways ? { horizontal: false } : { vertical: false })} />
      {sideways ? (
        <XAxis type="number" {...counts} />
      ) : (
        <XAxis
          dataKey={category}
          {...THEMED}
          {...(sparseLabels && { interval: "preserveStartEnd" as const })}
        />
      )}
      {sideways ? (
        <YAxis
          type="category"
          dataKey={category}
          {...THEMED}
          width={sideways.width}
          interval={0}
          tick={<WrappedTick maxChars={sidewaysLineChars(sideways.width)} maxLines={2} />}
        />
      ) : (
        <YAxis {...counts} width={countAxis.width} />
      )}
      {rate && <YAxis yAxisId="rate" orientation="right" domain={[0, 100]} unit="%" {...THEMED} width={44} />}
      <Tooltip contentStyle={TOOLTIP_STYLE} {...(bandCursor && { cursor: TOOLTIP_CURSOR })} />
      {legend && <Legend wrapperStyle={LEGEND_STYLE} />}
    </>
  );
}
