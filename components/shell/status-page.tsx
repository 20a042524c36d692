import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";

/** A full-page answer such as 403 or 404: code, title, what to do, and the way home. */
export function StatusPage({
  code,
  title,
  body,
  home,
  tone = "muted",
}: {
  code: string;
  title: ReactNode;
  body: ReactNode;
  home: ReactNode;
  tone?: "muted" | "destructive";
}) {
  return (
    <main className="grid min-h-[60dvh] place-items-center px-4 text-center">
      <div className="max-w-md">
        <p
          className={`text-sm font-semibold ${tone === "destructive" ? "text-destructive" : "text-muted-foreground"}`}
        >
          {code}
        </p>
        <h1 className="mt-2 text-2xl font-semibold">{title}</h1>
        <p className="mt-2 text-muted-foreground">{body}</p>
        <Link href="/" className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
          {home}
        </Link>
      </div>
    </main>
  );
}
