import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProviderSettingsForm } from "@/components/provider/provider-settings-form";
import { TestConnection } from "@/components/provider/test-connection";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { getSettingsView } from "@/lib/connection/settings";
import { db } from "@/lib/db/client";
import { signingSchemes } from "@/lib/provider/signature";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("provider"))("title") };
}

export default async function ProviderSettingsPage() {
  await requirePage("settings.provider");
  const [t, settings] = await Promise.all([getTranslations("provider"), getSettingsView(db())]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_24rem]">
        <ProviderSettingsForm settings={settings} schemes={signingSchemes()} />
        <TestConnection configured={Boolean(settings?.clientSecretSetAt)} />
      </div>
    </div>
  );
}
