import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LookupWorkspace } from "@/components/lookup/lookup-workspace";
import { ProviderCodesProvider } from "@/components/provider-codes/provider-codes";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { listRecentLookups } from "@/lib/lookup/recent";
import { loadProviderCodes } from "@/lib/provider-codes/dictionary";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("lookup"))("title") };
}

export default async function LookupPage() {
  const user = await requirePage("lookup.use");
  const [t, recent, codes] = await Promise.all([
    getTranslations("lookup"),
    listRecentLookups(db(), user.id),
    loadProviderCodes(db()),
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <ProviderCodesProvider codes={codes}>
        <LookupWorkspace initialRecent={recent} canManageProvider={can(user.roles, "settings.provider")} />
      </ProviderCodesProvider>
    </div>
  );
}
