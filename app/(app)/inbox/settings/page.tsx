import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { DispositionsEditor } from "@/components/inbox/dispositions-editor";
import { ImageHostsForm } from "@/components/inbox/image-hosts-form";
import { OverdueForm } from "@/components/inbox/overdue-form";
import { PageHeader } from "@/components/shell/page-header";
import { Alert } from "@/components/ui/alert";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { listDispositions } from "@/lib/inbox/dispositions";
import { getImageHostSettings } from "@/lib/inbox/image-hosts";
import { allowsPrivateNetwork, requiresHttps } from "@/lib/inbox/image-proxy/policy";
import { overdueAfterHours } from "@/lib/inbox/overdue";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("inbox.settings"))("title") };
}

export default async function InboxSettingsPage() {
  const user = await requirePage("settings.provider");
  const editsDispositions = can(user.roles, "inbox.dispositions");
  const [t, format, settings, dispositions, hours] = await Promise.all([
    getTranslations("inbox"),
    getFormatter(),
    getImageHostSettings(db()),
    editsDispositions ? listDispositions(db(), { withRetired: true }) : [],
    overdueAfterHours(db()),
  ]);
  const notice =
    settings.source === "saved" && settings.updatedAt
      ? t("settings.lastChange", {
          who: settings.updatedBy ?? "—",
          date: format.dateTime(settings.updatedAt, { dateStyle: "medium", timeStyle: "short" }),
        })
      : settings.source === "provider"
        ? t("settings.fromProvider", { hosts: settings.hosts.join(", ") })
        : t("settings.none");
  return (
    <div className="grid max-w-3xl gap-6">
      <Link href="/inbox" className="text-sm text-primary hover:underline">
        ← {t("back")}
      </Link>
      <PageHeader title={t("settings.title")} description={t("settings.description")} />
      <Alert tone="info">
        {allowsPrivateNetwork() ? t("settings.privateAllowed") : t("settings.privateRefused")}
        {requiresHttps() && ` ${t("settings.httpsOnly")}`}
      </Alert>
      <ImageHostsForm hosts={settings.hosts} notice={notice} />
      <OverdueForm hours={hours} />
      {editsDispositions && <DispositionsEditor dispositions={dispositions} />}
    </div>
  );
}
