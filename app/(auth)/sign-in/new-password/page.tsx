import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChoosePasswordForm } from "@/components/auth/choose-password-form";
import { SignInStep } from "@/components/auth/sign-in-step";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { getCurrentUser, getPendingSession } from "@/lib/auth/current-user";
import { pendingStepPath } from "@/lib/auth/guard";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("choosePassword"))("title") };
}

/**
 * The step of a session whose password an admin issued (a new user, a reset): the person chooses their own,
 * which nobody else learns, before anything else (lib/auth/guard.ts).
 */
export default async function NewPasswordPage({ searchParams }: PageProps<"/sign-in/new-password">) {
  const { callbackUrl } = await searchParams;
  const next = safeCallbackPath(callbackUrl);
  if (await getCurrentUser()) redirect(next);
  const pending = await getPendingSession();
  if (!pending?.pendingFactor) redirect(`/sign-in?callbackUrl=${encodeURIComponent(next)}`);
  if (pending.pendingFactor !== "password") redirect(pendingStepPath(pending.pendingFactor, next));
  const t = await getTranslations("choosePassword");
  return (
    <SignInStep
      heading={<h1 className="text-2xl font-semibold">{t("title")}</h1>}
      email={pending.email}
      cancelLabel={t("cancel")}
    >
      <p className="text-sm">{t("why")}</p>
      <ChoosePasswordForm next={next} />
    </SignInStep>
  );
}
