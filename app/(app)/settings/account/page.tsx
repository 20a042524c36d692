import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ChangePasswordForm } from "@/components/account/change-password-form";
import { NotificationChoicesForm } from "@/components/account/notification-choices-form";
import { PreferencesForm } from "@/components/account/preferences-form";
import { SecondFactorCard } from "@/components/second-factor/second-factor-card";
import { StepUpProvider } from "@/components/second-factor/step-up";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { homeFor, landingsFor } from "@/lib/auth/home";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { notificationChoicesOf } from "@/lib/notifications/preferences";
import { factorRequiredOf, factorStatus } from "@/lib/second-factor/factors";
import { listPasskeys } from "@/lib/second-factor/passkeys";
import { chosenLanding } from "@/lib/users/landing";
import { advancesAfterReview } from "@/lib/users/review-preference";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("account"))("title") };
}

export default async function AccountPage() {
  const user = await requirePage("account.self");
  const t = await getTranslations("account");
  const tp = await getTranslations("preferences");
  const locale = user.locale ?? (await getLocale());
  const chosen = await chosenLanding(db(), user.id);
  const choices = landingsFor(user.roles);
  const status = await factorStatus(db(), user.id);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={user.email} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PreferencesForm
          locale={locale}
          timeZone={user.timeZone}
          landing={{
            chosen: choices.find((choice) => choice === chosen) ?? null,
            choices,
            home: homeFor(user.roles),
          }}
          advanceAfterReview={
            can(user.roles, "inbox.review") ? await advancesAfterReview(db(), user.id) : undefined
          }
        />
        {/* Changes to the password and the factors ask to confirm it's you when no recent proof is on record. */}
        <StepUpProvider
          factors={{ code: status.totp || status.recoveryCodesLeft > 0, passkey: status.passkeys > 0 }}
        >
          <ChangePasswordForm />
          <SecondFactorCard
            status={status}
            required={await factorRequiredOf(db(), user.id)}
            passkeys={await listPasskeys(db(), user.id)}
          />
        </StepUpProvider>
        <NotificationChoicesForm
          choices={await notificationChoicesOf(db(), user)}
          language={tp.has(`languages.${locale}`) ? tp(`languages.${locale}` as "languages.en") : locale}
          timeZone={user.timeZone}
        />
      </div>
    </div>
  );
}
