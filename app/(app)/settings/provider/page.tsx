import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProviderSettingsForm } from "@/components/provider-connection/provider-settings-form";
import { TestConnection } from "@/components/provider-connection/test-connection";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { signingSchemes } from "@/lib/provider/signature";
import { getSettingsView } from "@/lib/provider-connection/settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("providerConnection"))("title") };
}

export default async function ProviderSettingsPage() {
  await requirePage("settings.provider");
  const [t, settings] = await Promise.all([getTranslations("providerConnection"), getSettingsView(db())]);
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
