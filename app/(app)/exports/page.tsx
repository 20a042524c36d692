import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ExportJobs } from "@/components/exports/export-jobs";
import { ExportSchedules } from "@/components/exports/export-schedules";
import { NewExportForm } from "@/components/exports/new-export-form";
import { NewScheduleForm } from "@/components/exports/new-schedule-form";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { exportLimits } from "@/lib/exports/config";
import { listSchedules } from "@/lib/exports/schedules";
import { exportViewer } from "@/lib/exports/viewer";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("exports"))("title") };
}

export default async function ExportsPage({ searchParams }: PageProps<"/exports">) {
  const user = await requirePage("exports.use");
  const viewer = exportViewer(user);
  const schedules = await listSchedules(db(), viewer);
  const { user: historyUser, untilSeq, loaded } = await searchParams;
  const t = await getTranslations("exports");
  const single = (value: string | string[] | undefined) => (typeof value === "string" ? value : undefined);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid items-start gap-6 xl:grid-cols-[26rem_1fr]">
        <NewExportForm
          userId={single(historyUser)}
          untilSeq={single(untilSeq)}
          loadedCount={single(loaded)}
          maxEntries={exportLimits().maxEntries}
        />
        <ExportJobs />
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-[26rem_1fr]">
        <NewScheduleForm timeZone={user.timeZone} />
        <ExportSchedules schedules={schedules} seesAll={viewer.seesAll} />
      </div>
    </div>
  );
}
