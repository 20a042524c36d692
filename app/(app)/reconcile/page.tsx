import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LedgerForm } from "@/components/reconcile/ledger-form";
import { PasteForm } from "@/components/reconcile/paste-form";
import { RunList } from "@/components/reconcile/run-list";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { rememberedMapping } from "@/lib/reconciliation/ledger/remembered-mapping";
import { listRunsSchema } from "@/lib/reconciliation/schemas";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reconcile.screens"))("title") };
}

export default async function ReconcilePage({ searchParams }: PageProps<"/reconcile">) {
  const user = await requirePage("reconcile.check");
  // A page number the list cannot read shows its first page rather than an error.
  const listed = listRunsSchema.safeParse(await searchParams);
  const page = listed.success ? listed.data.page : 1;
  const ledger = can(user.roles, "reconcile.ledger");
  const [t, remembered] = await Promise.all([
    getTranslations("reconcile.screens"),
    ledger ? rememberedMapping(db(), user.id) : null,
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t(ledger ? "descriptionLedger" : "description")} />
      <div className="grid items-start gap-6 xl:grid-cols-[30rem_1fr]">
        <PasteForm />
        <RunList showOwner={can(user.roles, "reconcile.viewAll")} page={page} />
      </div>
      {ledger && <LedgerForm remembered={remembered} />}
    </div>
  );
}
