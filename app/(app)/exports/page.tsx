import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExportJobs } from "@/components/exports/export-jobs";
import { NewExportForm } from "@/components/exports/new-export-form";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { exportLimits } from "@/lib/exports/config";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("exports"))("title") };
}

export default async function ExportsPage({ searchParams }: PageProps<"/exports">) {
  await requirePage("exports.use");
  const { user, untilSeq, loaded } = await searchParams;
  const t = await getTranslations("exports");
  const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid items-start gap-6 xl:grid-cols-[26rem_1fr]">
        <NewExportForm
          userId={single(user)}
          untilSeq={single(untilSeq)}
          loadedCount={single(loaded)}
          maxEntries={exportLimits().maxEntries}
        />
        <ExportJobs />
      </div>
    </div>
  );
}
