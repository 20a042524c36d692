"use client";
import { ChevronDown } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { buttonVariants } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/ui/cn";
import { isCurrent, type NavItem } from "./nav-items";

const itemClass = (active: boolean) =>
  cn(
    "rounded-md px-3 py-1.5 text-sm whitespace-nowrap text-muted-foreground hover:bg-muted hover:text-foreground",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
    active && "bg-muted font-medium text-foreground",
  );

/** The bar for wide screens: the work areas as links, the settings pages under one menu. */
export function NavLinks({
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
  const inSettings = settings.some((item) => isCurrent(pathname, item.href));
  return (
    <nav aria-label={label} className="hidden min-w-0 items-center gap-1 lg:flex">
      {bar.map((item) => {
        const active = isCurrent(pathname, item.href);
        return (
          <Link
            key={item.href}
            href={item.href}
            aria-current={active ? "page" : undefined}
            className={itemClass(active)}
          >
            {item.label}
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
            {settings.map((item) => (
              <MenuLink key={item.href} item={item} active={isCurrent(pathname, item.href)} />
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </nav>
  );
}

export function MenuLink({ item, active }: { item: NavItem; active: boolean }) {
  return (
    <DropdownMenuItem asChild>
      <Link
        href={item.href}
        aria-current={active ? "page" : undefined}
        className={cn(active && "font-medium")}
      >
        {item.label}
      </Link>
    </DropdownMenuItem>
  );
}
