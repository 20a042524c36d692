import { CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { AXIS_TICK, GRID_STROKE, LEGEND_STYLE, TOOLTIP_CURSOR, TOOLTIP_STYLE } from "./theme";

export interface ChartAxesOptions {
  /** The field that names each bar or point: along the bottom, or down the side with `sideways`. */
  category: string;
  sideways?: { width: number; tickFormatter: (value: string) => string };
  /** Only the first and last category labels are sure to show (long series of days or hours). */
  sparseLabels?: boolean;
  countUnit?: string;
  countDecimals?: boolean;
  /** A second axis on the right, 0–100 %, for a rate drawn as a line (`yAxisId="rate"`; counts are "count"). */
  rate?: boolean;
  legend?: boolean;
  /** The tooltip shades the hovered band: for bars, not for lines. */
  bandCursor?: boolean;
}

const THEMED = { tick: AXIS_TICK, stroke: GRID_STROKE };

/**
 * The themed grid, axes, tooltip and legend every cartesian chart shares. Called as a function, not rendered as
 * a component, so the chart receives recharts' own elements as its children.
 */
export function chartAxes({
  category,
  sideways,
  sparseLabels = false,
  countUnit,
  countDecimals = false,
  rate = false,
  legend = false,
  bandCursor = true,
}: ChartAxesOptions) {
  const counts = {
    ...THEMED,
    allowDecimals: countDecimals,
    ...(countUnit && { unit: countUnit }),
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
          tickFormatter={sideways.tickFormatter}
        />
      ) : (
        <YAxis {...counts} width={40} />
      )}
      {rate && <YAxis yAxisId="rate" orientation="right" domain={[0, 100]} unit="%" {...THEMED} width={44} />}
      <Tooltip contentStyle={TOOLTIP_STYLE} {...(bandCursor && { cursor: TOOLTIP_CURSOR })} />
      {legend && <Legend wrapperStyle={LEGEND_STYLE} />}
    </>
  );
}
