import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DeliveryLogFilters } from "@/components/notification-log/log-filters";
import { DeliveryLogTable } from "@/components/notification-log/log-table";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { deliveryLog } from "@/lib/notifications/log/query";
import { deliveryLogFilterSchema } from "@/lib/notifications/log/schemas";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notificationLog"))("title") };
}

export default async function DeliveryLogPage({ searchParams }: PageProps<"/settings/notifications/log">) {
  await requirePage("notifications.manage");
  const filter = deliveryLogFilterSchema.parse(await searchParams);
  const [t, log] = await Promise.all([getTranslations("notificationLog"), deliveryLog(db(), filter)]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description", { count: log.total })} />
      <DeliveryLogFilters filter={filter} />
      <DeliveryLogTable rows={log.rows} filter={filter} pages={log.pages} />
    </div>
  );
}
