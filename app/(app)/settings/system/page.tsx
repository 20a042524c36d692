import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { SystemOverview } from "@/components/system/system-overview";
import { requirePage } from "@/lib/auth/guard";
import { databaseUrl, db } from "@/lib/db/client";
import { getSystemOverview } from "@/lib/system/overview";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("system"))("title") };
}

export default async function SystemPage() {
  await requirePage("system.view");
  const [t, overview] = await Promise.all([
    getTranslations("system"),
    getSystemOverview(db(), databaseUrl()),
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <SystemOverview initial={overview} />
    </div>
  );
}
