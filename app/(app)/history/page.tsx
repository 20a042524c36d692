import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HistoryView } from "@/components/history/history-view";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("history"))("title") };
}

export default async function HistoryPage() {
  const user = await requirePage("history.view");
  const t = await getTranslations("history");
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <HistoryView canExport={can(user.roles, "exports.use")} />
    </div>
  );
}
