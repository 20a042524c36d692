import type { ReactNode } from "react";
import type { NavPlace } from "@/lib/auth/routes";

/** A navigation entry as the header draws it: the route's address, its label in the person's language, its place. */
export interface NavItem {
  href: string;
  label: string;
  place: NavPlace;
  /** Drawn after the label inside the link (a live count): part of the link's accessible name. */
  extra?: ReactNode;
}

export function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** What both layouts of the navigation take: the entries, the layout's own name, the settings menu's name. */
export interface NavProps {
  items: NavItem[];
  label: string;
  settingsLabel: string;
}
