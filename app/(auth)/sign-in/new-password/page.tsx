import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChoosePasswordForm } from "@/components/auth/choose-password-form";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/lib/auth/actions";
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
    <main className="grid min-h-dvh place-items-center bg-muted px-4">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-semibold">{t("title")}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{pending.email}</p>
        </div>
        <div className="grid gap-4 rounded-lg border bg-card p-6 shadow-sm">
          <p className="text-sm">{t("why")}</p>
          <ChoosePasswordForm next={next} />
          <form action={signOutAction} className="border-t pt-4">
            <Button type="submit" variant="ghost" size="sm">
              {t("cancel")}
            </Button>
          </form>
        </div>
        <div className="mt-4 flex justify-center">
          <LanguageSwitch />
        </div>
      </div>
    </main>
  );
}
