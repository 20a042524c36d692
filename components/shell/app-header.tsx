import { UserRound } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { Role } from "@/lib/auth/roles";
import type { AppRoute } from "@/lib/auth/routes";
import type { Theme } from "@/lib/ui/theme";
import { CompactNav } from "./compact-nav";
import type { NavItem } from "./nav-items";
import { NavLinks } from "./nav-links";
import { SignOutItem } from "./sign-out-item";
import { ThemeSwitch } from "./theme-switch";

export async function AppHeader({
  user,
  nav,
  theme,
  extras = {},
}: {
  user: { name: string; email: string; roles: Role[] };
  nav: ({ href: string } & NonNullable<AppRoute["nav"]>)[];
  theme: Theme;
  /** What an entry shows after its label, by its address (the Inbox's live count). */
  extras?: Partial<Record<string, ReactNode>>;
}) {
  const t = await getTranslations();
  const items: NavItem[] = nav.map((item) => ({
    href: item.href,
    label: t(`nav.${item.label}`),
    place: item.place,
    extra: extras[item.href],
  }));
  return (
    <header className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 md:px-6 lg:gap-4">
        <CompactNav items={items} label={t("nav.menu")} settingsLabel={t("nav.settings")} />
        <Link
          href="/"
          className="shrink-0 rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t("app.short")}
        </Link>
        <NavLinks items={items} label={t("nav.main")} settingsLabel={t("nav.settings")} />
        <div className="ml-auto flex items-center gap-2">
          <ThemeSwitch initial={theme} />
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t("nav.userMenu")}>
                <UserRound className="h-5 w-5" aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>
                <span className="block font-medium text-foreground">{user.name}</span>
                <span className="block">{user.email}</span>
                <span className="block">{user.roles.map((role) => t(`roles.${role}`)).join(", ")}</span>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              {items
                .filter((item) => item.place === "account")
                .map((item) => (
                  <DropdownMenuItem key={item.href} asChild>
                    <Link href={item.href}>{item.label}</Link>
                  </DropdownMenuItem>
                ))}
              <SignOutItem label={t("nav.signOut")} />
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}
