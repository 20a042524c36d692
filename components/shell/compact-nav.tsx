"use client";
import { Menu } from "lucide-react";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { isCurrent, type NavItem } from "./nav-items";
import { MenuLink } from "./nav-links";

/** Below the bar's width: one menu button holds the work areas and, under a heading, the settings pages. */
export function CompactNav({
  items,
  label,
  settingsLabel,
}: {
  items: NavItem[];
  label: string;
  settingsLabel: string;
}) {
  const pathname = usePathname();
  const bar = items.filter((item) => item.place === "bar");
  const settings = items.filter((item) => item.place === "settings");
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
          {bar.map((item) => (
            <MenuLink key={item.href} item={item} active={isCurrent(pathname, item.href)} />
          ))}
          {settings.length > 0 && (
            <>
              {bar.length > 0 && <DropdownMenuSeparator />}
              <DropdownMenuLabel>{settingsLabel}</DropdownMenuLabel>
              {settings.map((item) => (
                <MenuLink key={item.href} item={item} active={isCurrent(pathname, item.href)} />
              ))}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
