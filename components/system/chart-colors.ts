import type { CallbackKind } from "@/lib/system/overview-types";

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

export const CALLS_COLOR = { answered: "var(--primary)", errors: "var(--destructive)" } as const;

export const CALLBACK_COLOR: Record<CallbackKind, string> = {
  stored: "var(--success)",
  duplicate: "var(--chart-blue)",
  conflict: "var(--chart-violet)",
  invalid: "var(--chart-orange)",
  missing_field: "var(--chart-amber)",
  too_large: "var(--chart-pink)",
  unsupported_media_type: "var(--chart-teal)",
  unauthorized: "var(--destructive)",
  rate_limited: "var(--chart-slate)",
};
