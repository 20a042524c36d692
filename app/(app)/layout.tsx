import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { Providers } from "@/components/providers";
import { AppHeader } from "@/components/shell/app-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { APP_ROUTES } from "@/lib/auth/routes";
import { THEME_COOKIE, themeSchema } from "@/lib/ui/theme";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requirePage("account.self");
  const theme = themeSchema.catch("system").parse((await cookies()).get(THEME_COOKIE)?.value);
  const nav = APP_ROUTES.flatMap((route) =>
    route.nav && can(user.roles, route.permission) ? [{ href: route.path, ...route.nav }] : [],
  );
  return (
    <div className="min-h-dvh">
      <AppHeader user={{ name: user.name, email: user.email, roles: user.roles }} nav={nav} theme={theme} />
      <main className="mx-auto w-full max-w-7xl px-4 py-6 md:px-6">
        <Providers>{children}</Providers>
      </main>
    </div>
  );
}
