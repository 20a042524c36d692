import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SignInForm } from "@/components/auth/sign-in-form";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { getCurrentUser } from "@/lib/auth/current-user";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("signIn"))("title") };
}

export default async function SignInPage({ searchParams }: PageProps<"/sign-in">) {
  const { callbackUrl, reason } = await searchParams;
  const next = safeCallbackPath(callbackUrl);
  if (await getCurrentUser()) redirect(next);
  const t = await getTranslations();
  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4">
      <div className="w-full max-w-sm">
        <div className="mb-6 text-center">
          <p className="text-sm font-medium text-primary">{t("app.name")}</p>
          <h1 className="mt-1 text-2xl font-semibold">{t("signIn.title")}</h1>
        </div>
        <div className="rounded-lg border bg-card p-6 shadow-sm">
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
        </div>
        <div className="mt-4 flex justify-center">
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}
