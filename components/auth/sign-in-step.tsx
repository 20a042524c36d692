import type { ReactNode } from "react";
import { LanguageSwitch } from "@/components/shell/language-switch";
import { Button } from "@/components/ui/button";
import { signOutAction } from "@/lib/auth/actions";

/**
 * The frame of a step a session must pass before it reaches the app (a second factor, choosing one's own
 * password): what the step is, whose account, the step itself, and a way out that signs the session out.
 */
export function SignInStep({
  heading,
  email,
  cancelLabel,
  children,
}: {
  heading: ReactNode;
  email: string;
  cancelLabel: string;
  children: ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center bg-muted px-4">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          {heading}
          <p className="mt-1 text-sm text-muted-foreground">{email}</p>
        </div>
        <div className="grid gap-4 rounded-lg border bg-card p-6 shadow-sm">
          {children}
          <form action={signOutAction} className="border-t pt-4">
            <Button type="submit" variant="ghost" size="sm">
              {cancelLabel}
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
