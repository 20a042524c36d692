import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ProviderCodesEditor } from "@/components/provider-codes/provider-codes-editor";
import { ConnectionCheck } from "@/components/provider-connection/connection-check";
import { ProviderSettingsForm } from "@/components/provider-connection/provider-settings-form";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { signingSchemes } from "@/lib/provider/signature";
import { listProviderCodes } from "@/lib/provider-codes/dictionary";
import { getSettingsView } from "@/lib/provider-connection/settings";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("providerConnection"))("title") };
}

export default async function ProviderSettingsPage() {
  const user = await requirePage("settings.provider");
  const editsCodes = can(user.roles, "provider.codes");
  const [t, settings, codes] = await Promise.all([
    getTranslations("providerConnection"),
    getSettingsView(db()),
    editsCodes ? listProviderCodes(db()) : [],
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_24rem]">
        <ProviderSettingsForm settings={settings} schemes={signingSchemes()} />
        <ConnectionCheck configured={Boolean(settings?.clientSecretSetAt)} />
      </div>
      {editsCodes && <ProviderCodesEditor codes={codes} />}
    </div>
  );
}
