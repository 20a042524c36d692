import { buttonVariants } from "@/components/ui/button";

/**
 * "Sign in with <name>" under the password form: a plain link to /api/sso/start, which sends the browser on to
 * the identity provider.
 */
export function SsoSignIn({ href, label, separator }: { href: string; label: string; separator: string }) {
  return (
    <div className="mt-6 grid gap-4">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {separator}
        <span className="h-px flex-1 bg-border" />
      </div>
      <a href={href} className={buttonVariants({ variant: "secondary" })}>
        {label}
      </a>
    </div>
  );
}
