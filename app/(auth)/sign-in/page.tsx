import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PasskeySignIn } from "@/components/auth/passkey-sign-in";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SsoSignIn } from "@/components/auth/sso-sign-in";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Alert } from "@/components/ui/alert";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { getCurrentUser, getPendingSession } from "@/lib/auth/current-user";
import { pendingStepPath } from "@/lib/auth/guard";
import { currentSsoConfig } from "@/lib/sso/current-config";
import { ssoRefusalMessage } from "@/lib/sso/refusal";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("title") };
}

export default async function SignInPage({ searchParams }: PageProps<"/sign-in">) {
  const { callbackUrl, reason, sso: ssoRefusal, error } = await searchParams;
  const next = safeCallbackPath(callbackUrl);
  if (await getCurrentUser()) redirect(next);
  const pending = await getPendingSession();
  if (pending?.pendingFactor) redirect(pendingStepPath(pending.pendingFactor, next));
  const [t, sso] = await Promise.all([getTranslations(), currentSsoConfig()]);
  // next-auth sends a failed exchange with the identity provider here with `error`, a refusal with `sso`.
  const refusal = ssoRefusalMessage(ssoRefusal, error);
  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <p className="text-sm font-medium text-primary">{t("app.name")}</p>
          <h1 className="mt-1 text-2xl font-semibold">{t("signIn.title")}</h1>
        </div>
        <div className="rounded-lg border bg-card p-6 shadow-sm">
          {refusal && (
            <Alert tone="error" className="mb-4">
              {t(refusal)}
            </Alert>
          )}
          <SignInForm
            callbackUrl={next}
            notice={
              reason === "signed_out"
                ? t("signIn.signedOut")
                : reason === "session_ended"
                  ? t("signIn.sessionEnded")
                  : undefined
            }
          />
          <div className="mt-4">
            <PasskeySignIn callbackUrl={next} />
          </div>
          {sso && (
            <SsoSignIn
              href={`/api/sso/start?callbackUrl=${encodeURIComponent(next)}`}
              label={t("sso.signInWith", { name: sso.displayName })}
              separator={t("sso.or")}
            />
          )}
        </div>
        <div className="mt-4 flex justify-center">
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}
