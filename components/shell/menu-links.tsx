"use client";
import Link from "next/link";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/ui/cn";
import type { NavItem } from "./nav-items";

/** Navigation entries as the items of a menu, the page on screen marked as current. */
export function MenuLinks({ items, isActive }: { items: NavItem[]; isActive: (href: string) => boolean }) {
  return items.map((item) => {
    const active = isActive(item.href);
    return (
      <DropdownMenuItem key={item.href} asChild>
        <Link
          href={item.href}
          aria-current={active ? "page" : undefined}
          className={cn(active && "font-medium")}
        >
          {item.label}
          {item.extra}
        </Link>
      </DropdownMenuItem>
    );
  });
}
