import { UserRound } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
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
import { NavLinks } from "./nav-links";
import { SignOutItem } from "./sign-out-item";
import { ThemeSwitch } from "./theme-switch";

export async function AppHeader({
  user,
  nav,
  theme,
}: {
  user: { name: string; email: string; roles: Role[] };
  nav: { href: string; label: NonNullable<AppRoute["nav"]> }[];
  theme: Theme;
}) {
  const t = await getTranslations();
  return (
    <header className="sticky top-0 z-30 border-b bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4 md:px-6">
        <Link href="/" className="shrink-0 font-semibold">
          {t("app.short")}
        </Link>
        <NavLinks items={nav.map((item) => ({ href: item.href, label: t(`nav.${item.label}`) }))} />
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
              <DropdownMenuItem asChild>
                <Link href="/settings/account">{t("nav.account")}</Link>
              </DropdownMenuItem>
              <SignOutItem label={t("nav.signOut")} />
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
    </header>
  );
}
