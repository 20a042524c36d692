import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { SsoSettingsForm } from "@/components/sso/sso-settings-form";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { getSsoSettingsView } from "@/lib/sso/settings";
import { ssoConfigFromEnv } from "@/lib/sso/sso-config";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("sso.settings"))("title") };
}

export default async function SsoSettingsPage() {
  await requirePage("settings.sso");
  const [t, settings] = await Promise.all([getTranslations("sso.settings"), getSsoSettingsView(db())]);
  // Without saved settings, the environment's (if any) apply: the page says so and starts from them.
  const fromEnv = settings ? null : ssoConfigFromEnv(env());
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <SsoSettingsForm
        settings={settings}
        fromEnv={
          fromEnv && {
            issuer: fromEnv.issuer,
            clientId: fromEnv.clientId,
            displayName: fromEnv.displayName,
            scopes: fromEnv.scopes,
            createUsers: fromEnv.createUsers,
            defaultRole: fromEnv.defaultRole,
            groupsClaim: fromEnv.groupsClaim,
            roleGroups: fromEnv.roleGroups,
          }
        }
      />
    </div>
  );
}
