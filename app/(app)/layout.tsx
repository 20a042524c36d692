import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { AccountChangesNotice } from "@/components/account-changes/account-changes-notice";
import { InboxNavCount } from "@/components/inbox/inbox-nav-count";
import { Providers } from "@/components/providers";
import { AppHeader } from "@/components/shell/app-header";
import { accountChangesToTell } from "@/lib/account-changes/changes";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { APP_ROUTES } from "@/lib/auth/routes";
import { db } from "@/lib/db/client";
import { queueCounts } from "@/lib/inbox/overdue";
import { THEME_COOKIE, themeSchema } from "@/lib/ui/theme";

export default async function AppLayout({ children }: { children: ReactNode }) {
  const user = await requirePage("account.self");
  const changes = await accountChangesToTell(db(), user);
  const theme = themeSchema.catch("system").parse((await cookies()).get(THEME_COOKIE)?.value);
  const nav = APP_ROUTES.flatMap((route) =>
    route.nav && can(user.roles, route.permission) ? [{ href: route.path, ...route.nav }] : [],
  );
  const t = await getTranslations("nav");
  const inbox = can(user.roles, "inbox.view") ? await queueCounts(db(), new Date()) : null;
  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:border focus:bg-card focus:px-3 focus:py-2 focus:text-sm focus:font-medium"
      >
        {t("skipToContent")}
      </a>
      <Providers>
        <AppHeader
          user={{ name: user.name, email: user.email, roles: user.roles }}
          nav={nav}
          theme={theme}
          extras={inbox ? { "/inbox": <InboxNavCount initial={inbox} /> } : {}}
        />
        <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6 md:px-6">
          {changes && <AccountChangesNotice changes={changes.changes} total={changes.total} />}
          {children}
        </main>
      </Providers>
    </div>
  );
}
