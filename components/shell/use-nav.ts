import { usePathname } from "next/navigation";
import { isCurrent, type NavItem } from "./nav-items";

/** The entries of the bar and of the settings menu, and whether an address is the page on screen. */
export function useNav(items: NavItem[]) {
  const pathname = usePathname();
  return {
    bar: items.filter((item) => item.place === "bar"),
    settings: items.filter((item) => item.place === "settings"),
    isActive: (href: string) => isCurrent(pathname, href),
  };
}
