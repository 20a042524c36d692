import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotificationSettingsForm } from "@/components/notifications/notification-settings-form";
import { SendTestForm } from "@/components/notifications/send-test-form";
import { WebhookEndpoints } from "@/components/notifications/webhook-endpoints";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { getNotificationSettingsView } from "@/lib/notifications/settings";
import { listEndpoints } from "@/lib/notifications/webhook-endpoints";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("notificationSettings"))("title") };
}

export default async function NotificationSettingsPage() {
  await requirePage("notifications.manage");
  const [t, settings, endpoints] = await Promise.all([
    getTranslations("notificationSettings"),
    getNotificationSettingsView(db(), env()),
    listEndpoints(db()),
  ]);
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <NotificationSettingsForm settings={settings} />
      <SendTestForm />
      <WebhookEndpoints endpoints={endpoints} />
    </div>
  );
}
