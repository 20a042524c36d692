import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InboxSections } from "@/components/inbox/inbox-sections";
import { BacklogChart } from "@/components/insights/backlog-chart";
import { DecisionsChart } from "@/components/insights/decisions-chart";
import { DispositionsChart } from "@/components/insights/dispositions-chart";
import { PeriodPicker } from "@/components/insights/period-picker";
import { ReasonsChart } from "@/components/insights/reasons-chart";
import { ReviewTimesChart } from "@/components/insights/review-times-chart";
import { ReviewersChart } from "@/components/insights/reviewers-chart";
import { PageHeader } from "@/components/shell/page-header";
import { Card, CardTitle } from "@/components/ui/card";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { queryInsights } from "@/lib/insights/query";
import { resolveRange } from "@/lib/insights/range";
import { insightsFilterSchema } from "@/lib/insights/schemas";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("insights"))("title") };
}

export default async function InsightsPage({ searchParams }: PageProps<"/inbox/insights">) {
  const user = await requirePage("inbox.insights");
  const filter = insightsFilterSchema.parse(await searchParams);
  const range = resolveRange(filter, user.timeZone);
  const [t, insights] = await Promise.all([
    getTranslations("insights"),
    queryInsights(db(), range, user.timeZone),
  ]);
  return (
    <div className="grid gap-5">
      <PageHeader title={t("title")} description={t("description")} />
      <InboxSections current="insights" />
      <PeriodPicker filter={filter} range={range} />
      <div className="grid gap-5 xl:grid-cols-2">
        <Card className="xl:col-span-2">
          <CardTitle>{t("sections.decisions")}</CardTitle>
          <DecisionsChart days={insights.days} />
        </Card>
        <Card className="xl:col-span-2">
          <CardTitle>{t("sections.reasons")}</CardTitle>
          <ReasonsChart reasons={insights.reasons} range={range} />
        </Card>
        <Card>
          <CardTitle>{t("sections.backlog")}</CardTitle>
          <BacklogChart backlog={insights.backlog} />
        </Card>
        <Card>
          <CardTitle>{t("sections.reviewTimes")}</CardTitle>
          <ReviewTimesChart weeks={insights.reviewTimes} />
        </Card>
        <Card>
          <CardTitle>{t("sections.reviewers")}</CardTitle>
          <ReviewersChart reviewers={insights.reviewers} range={range} />
        </Card>
        <Card>
          <CardTitle>{t("sections.dispositions")}</CardTitle>
          <DispositionsChart
            weeks={insights.dispositionWeeks}
            dispositions={insights.dispositions}
            range={range}
          />
        </Card>
      </div>
    </div>
  );
}
