import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { HistoryView } from "@/components/history/history-view";
import { ProviderCodesProvider } from "@/components/provider-codes/provider-codes";
import { SavedViewsMenu } from "@/components/saved-views/saved-views-menu";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { firstHistoryPage } from "@/lib/history/first-page";
import { loadProviderCodes } from "@/lib/provider-codes/dictionary";
import { clientIp } from "@/lib/request-ip";
import { openWithDefaultView } from "@/lib/saved-views/default-view";
import { listSavedViews } from "@/lib/saved-views/views";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("history"))("title") };
}

export default async function HistoryPage({
  searchParams,
}: {
  searchParams: Promise<{ user?: string | string[] }>;
}) {
  const user = await requirePage("history.view");
  await openWithDefaultView(user, "history", await searchParams);
  const { user: requested } = await searchParams;
  const request = await headers();
  // Only when the browser loads the document: a navigation inside the app (an RSC request) finds its scripts
  // ready to ask for the page, and often the pages already in its cache.
  const documentLoad = request.get("rsc") !== "1";
  // Not awaited: the page streams at once, and the rows follow as soon as the provider answers.
  const firstPage =
    documentLoad && typeof requested === "string"
      ? firstHistoryPage(db(), { user, ip: clientIp(request) }, requested)
      : null;
  // Read once for the page: every row, total and expanded entry below reads its codes from it.
  const [t, codes] = await Promise.all([getTranslations("history"), loadProviderCodes(db())]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<SavedViewsMenu page="history" views={await listSavedViews(db(), user, "history")} />}
      />
      <ProviderCodesProvider codes={codes}>
        <HistoryView canExport={can(user.roles, "exports.use")} firstPage={firstPage} />
      </ProviderCodesProvider>
    </div>
  );
}
