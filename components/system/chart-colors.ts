import type { CallbackKind } from "@/lib/system/overview-types";

// Theme CSS variables (app/globals.css), so the series follow light and dark alike.
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
