import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ProviderCodesProvider } from "@/components/provider-codes/provider-codes";
import { RunView } from "@/components/reconcile/run-view";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { loadProviderCodes } from "@/lib/provider-codes/dictionary";
import { listRunRows, runSummary } from "@/lib/reconciliation/runs";
import { runIdSchema, runRowsSchema } from "@/lib/reconciliation/schemas";
import { runViewer } from "@/lib/reconciliation/viewer";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("reconcile.screens"))("title") };
}

/** A run not visible to the viewer answers as one that does not exist: nothing tells the two apart. */
async function unlessNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof AppError && error.code === "reconcile_run_not_found") notFound();
    throw error;
  }
}

export default async function RunPage({ params, searchParams }: PageProps<"/reconcile/[id]">) {
  const user = await requirePage("reconcile.check");
  const parsedId = runIdSchema.safeParse(await params);
  if (!parsedId.success) notFound();
  const { id } = parsedId.data;
  // A filter the page cannot read (an unknown bucket) shows every row rather than an error.
  const parsed = runRowsSchema.safeParse({ ...(await searchParams), id });
  const filter = parsed.success ? parsed.data : { id, bucket: null, q: null, page: 1 };
  const viewer = runViewer(user);
  const summary = await unlessNotFound(runSummary(db(), viewer, id));
  const [t, rows, codes] = await Promise.all([
    getTranslations("reconcile.screens"),
    listRunRows(db(), viewer, filter),
    loadProviderCodes(db()),
  ]);
  const name = summary.run.source === "ledger" ? (summary.run.fileName ?? t("run.ledger")) : t("run.paste");
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("run.title", { name })}
        actions={
          <Link href="/reconcile" className="text-sm text-primary underline-offset-4 hover:underline">
            {t("run.back")}
          </Link>
        }
      />
      <ProviderCodesProvider codes={codes}>
        <RunView
          summary={summary}
          rows={rows}
          filter={{ bucket: filter.bucket, q: filter.q, page: filter.page }}
          showOwner={can(user.roles, "reconcile.viewAll")}
        />
      </ProviderCodesProvider>
    </div>
  );
}
