import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/ui/cn";

/** One of the System page's cards, named for screen readers by its title. */
export function SystemCard({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className={cn("grid", className)}>
      <CardTitle id={id} className="mb-0">
        {title}
      </CardTitle>
      {children}
    </Card>
  );
}

/** A titled part of a card, with a note under it where the figures need one. */
export function SubSection({
  id,
  title,
  note,
  className,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn("grid gap-2", className)} aria-labelledby={id}>
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
      {note && <Note>{note}</Note>}
    </section>
  );
}

/** What a figure means or where it comes from, in small print under it. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="text-xs text-muted-foreground">{children}</p>;
}

/** Where there is nothing to show yet: said in a quiet line instead of an empty table. */
export function Nothing({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** Labels and their values, two columns. */
export function Facts({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid={testId}>
      {children}
    </dl>
  );
}
