"use client";
import { Monitor, Moon, Sun } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { cn } from "@/lib/ui/cn";
import { setPreferenceCookie } from "@/lib/ui/preference-cookie";
import { THEME_COOKIE, THEMES, type Theme } from "@/lib/ui/theme";

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

export function ThemeSwitch({ initial }: { initial: Theme }) {
  const t = useTranslations("preferences.themes");
  const [theme, setTheme] = useState(initial);
  return (
    <fieldset className="flex rounded-md border p-0.5" aria-label={t("label")}>
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            title={t(option)}
            className={cn(
              "rounded p-1.5 text-muted-foreground",
              theme === option && "bg-muted text-foreground",
            )}
            onClick={() => {
              setTheme(option);
              document.documentElement.classList.remove(...THEMES);
              document.documentElement.classList.add(option);
              setPreferenceCookie(THEME_COOKIE, option);
            }}
          >
            <Icon className="h-4 w-4" aria-hidden />
            <span className="sr-only">{t(option)}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
