import { z } from "zod";

export const THEMES = ["system", "light", "dark"] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;
export const THEME_COOKIE = "theme";
