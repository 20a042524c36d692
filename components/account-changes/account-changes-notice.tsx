"use client";
import { useFormatter, useTimeZone, useTranslations } from "next-intl";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { useZoneName } from "@/components/use-zone-name";
import { dismissAccountChangesAction } from "@/lib/account-changes/actions";
import type { AccountChange } from "@/lib/account-changes/changes";
import { changeMessageKey } from "@/lib/account-changes/kinds";

/**
 * At the first page after signing in: what changed in how the account is signed in to since the person's
 * previous sign-in, who did it and when, until they dismiss it. Something they did not do is theirs to report.
 */
export function AccountChangesNotice({ changes, total }: { changes: AccountChange[]; total: number }) {
  const t = useTranslations("accountChanges");
  const format = useFormatter();
  const zone = useZoneName()(useTimeZone() ?? "");
  const [dismissed, setDismissed] = useState(false);
  const [pending, startTransition] = useTransition();
  const afterwards = useRef<HTMLDivElement>(null);
  const dismiss = () =>
    startTransition(async () => {
      const result = await dismissAccountChangesAction(null, {});
      if (!result.ok) return;
      setDismissed(true);
    });
  useEffect(() => {
    // The button is gone: the focus goes to what says so, not to the top of the page.
    if (dismissed) afterwards.current?.focus();
  }, [dismissed]);
  if (dismissed)
    return (
      <div ref={afterwards} tabIndex={-1} role="status" className="sr-only">
        {t("dismissed")}
      </div>
    );
  return (
    <section
      aria-labelledby="account-changes-title"
      className="mb-6 grid gap-3 rounded-md border border-primary/30 bg-accent px-4 py-3 text-sm text-foreground"
    >
      <h2 id="account-changes-title" className="font-semibold">
        {t("title")}
      </h2>
      <ul className="grid list-disc gap-1 pl-5">
        {changes.map((change) => (
          <li key={`${change.at.toISOString()} ${change.kind}`}>
            {t("item", {
              when: `${format.dateTime(change.at, { dateStyle: "medium", timeStyle: "short" })} ${zone}`,
              what: t(`kinds.${changeMessageKey(change.kind)}` as "kinds.second_factor_enroll", {
                method: change.method ?? "other",
              }),
              who:
                change.by === null
                  ? t("bySelf")
                  : change.by === ""
                    ? t("byAdmin")
                    : t("byOther", { name: change.by }),
            })}
          </li>
        ))}
      </ul>
      {total > changes.length && <p>{t("more", { count: total - changes.length })}</p>}
      <p>{t("notYou")}</p>
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        disabled={pending}
        onClick={dismiss}
      >
        {t("dismiss")}
      </Button>
    </section>
  );
}
