import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInStep } from "@/components/auth/sign-in-step";
import { PasskeyRegistration } from "@/components/second-factor/passkey-registration";
import { PasskeyVerifyButton } from "@/components/second-factor/passkey-verify-button";
import { StepUpProvider } from "@/components/second-factor/step-up";
import { TotpEnrollment } from "@/components/second-factor/totp-enrollment";
import { VerifyForm } from "@/components/second-factor/verify-form";
import { Button } from "@/components/ui/button";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { getCurrentUser, getPendingSession } from "@/lib/auth/current-user";
import { pendingStepPath } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { factorStatus } from "@/lib/second-factor/factors";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("secondFactor"))("title") };
}

/**
 * The step after the password: the second factor, or, for a person whose roles require one and who has none,
 * its enrollment. The session reaches nothing else until it is done (lib/auth/guard.ts).
 */
export default async function SecondFactorPage({ searchParams }: PageProps<"/sign-in/second-factor">) {
  const { callbackUrl } = await searchParams;
  const next = safeCallbackPath(callbackUrl);
  if (await getCurrentUser()) redirect(next);
  const pending = await getPendingSession();
  if (!pending) redirect(`/sign-in?callbackUrl=${encodeURIComponent(next)}`);
  if (pending.pendingFactor === "password") redirect(pendingStepPath("password", next));
  const t = await getTranslations("secondFactor");
  const enroll = pending.pendingFactor === "enroll";
  const status = await factorStatus(db(), pending.id);
  const onwards = (
    <Button asChild className="justify-self-start">
      <a href={next}>{t("enroll.continue")}</a>
    </Button>
  );
  return (
    <SignInStep
      heading={
        <>
          <p className="text-sm font-medium text-primary">{t("title")}</p>
          <h1 className="mt-1 text-2xl font-semibold">{enroll ? t("enroll.title") : t("verify.title")}</h1>
        </>
      }
      email={pending.email}
      cancelLabel={t("cancel")}
    >
      {enroll ? (
        // A first factor after the password: should that be minutes ago, the password is asked again.
        <StepUpProvider factors={{ code: false, passkey: false }}>
          <p className="text-sm">{t("enroll.required")}</p>
          <TotpEnrollment done={onwards} />
          <p className="text-center text-xs text-muted-foreground">{t("passkeys.or")}</p>
          <PasskeyRegistration done={onwards} />
        </StepUpProvider>
      ) : (
        <>
          {status.totp || status.recoveryCodesLeft > 0 ? <VerifyForm next={next} /> : null}
          {status.passkeys > 0 && <PasskeyVerifyButton next={next} />}
        </>
      )}
    </SignInStep>
  );
}
