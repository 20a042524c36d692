"use client";
import { Menu } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MenuLinks } from "./menu-links";
import type { NavProps } from "./nav-items";
import { useNav } from "./use-nav";

/** Below the bar's width: one menu button holds the work areas and, under a heading, the settings pages. */
export function CompactNav({ items, label, settingsLabel }: NavProps) {
  const { bar, settings, isActive } = useNav(items);
  if (bar.length + settings.length === 0) return null;
  return (
    <div className="lg:hidden">
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="-ml-2">
            <Menu className="h-5 w-5" aria-hidden />
            {label}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <MenuLinks items={bar} isActive={isActive} />
          {settings.length > 0 && (
            <>
              {bar.length > 0 && <DropdownMenuSeparator />}
              <DropdownMenuLabel>{settingsLabel}</DropdownMenuLabel>
              <MenuLinks items={settings} isActive={isActive} />
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
