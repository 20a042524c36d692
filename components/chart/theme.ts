// Colours are the theme's CSS variables (app/globals.css), so the charts follow light and dark alike.
export const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
export const GRID_STROKE = "var(--border)";
export const TOOLTIP_STYLE = {
  backgroundColor: "var(--card)",
  border: "1px solid var(--border)",
  borderRadius: 6,
  color: "var(--foreground)",
  fontSize: 12,
};
export const TOOLTIP_CURSOR = { fill: "var(--muted)" };
export const LEGEND_STYLE = { fontSize: 12 };
/** Every chart's frame: its keyboard layer is off, as ChartWithTable's table is the way to read its figures. */
export const CHART_FRAME = { margin: { top: 8, right: 8, bottom: 0, left: 0 }, accessibilityLayer: false };
