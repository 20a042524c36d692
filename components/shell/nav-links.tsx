"use client";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/ui/cn";
import { MenuLinks } from "./menu-links";
import type { NavProps } from "./nav-items";
import { useNav } from "./use-nav";

const itemClass = (active: boolean) =>
  cn(
    "rounded-md px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    active && "bg-muted font-medium text-foreground",
  );

/** The bar for wide screens: the work areas as links, the settings pages under one menu. */
export function NavLinks({ items, label, settingsLabel }: NavProps) {
  const { bar, settings, isActive } = useNav(items);
  const inSettings = settings.some((item) => isActive(item.href));
  return (
    <nav aria-label={label} className="hidden min-w-0 items-center gap-1 lg:flex">
      {bar.map((item) => {
        const active = isActive(item.href);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={itemClass(active)}
          >
            {item.label}
            {item.extra}
          </Link>
        );
      })}
      {settings.length > 0 && (
        <DropdownMenu>
          <DropdownMenuTrigger
            className={cn(
              buttonVariants({ variant: "ghost", size: "sm" }),
              "font-normal text-muted-foreground hover:text-foreground data-[state=open]:bg-muted",
              inSettings && "bg-muted font-medium text-foreground",
            )}
          >
            {settingsLabel}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <MenuLinks items={settings} isActive={isActive} />
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </nav>
  );
}
