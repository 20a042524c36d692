import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CustomerDecisionsTable } from "@/components/inbox/customer-decisions";
import { CustomerNotesList } from "@/components/inbox/customer-notes";
import { CustomerTrailTable } from "@/components/inbox/customer-trail";
import { HistorySearchLink } from "@/components/inbox/history-search-link";
import { Pagination } from "@/components/pagination";
import { PageHeader } from "@/components/shell/page-header";
import { checkAccess, requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { customerAuditTrail, listCustomerDecisions, listCustomerNotes } from "@/lib/inbox/customer";
import { customerHref } from "@/lib/inbox/customer-href";
import { auditCustomerView, auditCustomerViewRefused } from "@/lib/inbox/customer-view-audit";
import { customerPageSchema, customerSegmentSchema } from "@/lib/inbox/schemas";
import { clientIp } from "@/lib/request-ip";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("inbox.customer"))("open") };
}

export default async function CustomerPage({ params, searchParams }: PageProps<"/inbox/customers/[custId]">) {
  const parsed = customerSegmentSchema.safeParse((await params).custId);
  const ip = clientIp(await headers());
  // A refused view is audited too, naming the customer asked for, as the view itself would be.
  const access = await checkAccess("inbox.view");
  if (!access.ok && access.reason === "forbidden" && parsed.success) {
    await auditCustomerViewRefused(db(), { user: access.user, ip }, parsed.data);
  }
  const user = await requirePage("inbox.view");
  if (!parsed.success) notFound();
  const custId = parsed.data;
  const here = customerHref(custId);
  if (!here) notFound();
  const { page, trail: trailPage } = customerPageSchema.parse(await searchParams);
  const decisions = await listCustomerDecisions(db(), custId, page);
  // A customer the inbox never heard of has no page.
  if (decisions.total === 0) notFound();
  await auditCustomerView(db(), { user, ip }, custId);
  const [t, notes, trail] = await Promise.all([
    getTranslations("inbox.customer"),
    listCustomerNotes(db(), custId),
    customerAuditTrail(db(), custId, trailPage),
  ]);
  const pageHref = (next: { page?: number; trail?: number }) => {
    const query = new URLSearchParams();
    const decisionsPage = next.page ?? page;
    const auditPage = next.trail ?? trailPage;
    if (decisionsPage > 1) query.set("page", String(decisionsPage));
    if (auditPage > 1) query.set("trail", String(auditPage));
    const search = query.toString();
    return search ? `${here}?${search}` : here;
  };
  return (
    <div className="grid gap-6">
      <Link href="/inbox" className="text-sm text-primary hover:underline">
        ← {(await getTranslations("inbox"))("back")}
      </Link>
      <PageHeader
        title={<span className="break-all">{t("title", { custId })}</span>}
        description={t("description")}
      />
      {can(user.roles, "history.view") && <HistorySearchLink custId={custId} />}
      <section aria-labelledby="customer-decisions" className="grid gap-3">
        <h2 id="customer-decisions" className="text-base font-semibold">
          {t("decisions", { count: decisions.total })}
        </h2>
        <CustomerDecisionsTable rows={decisions.rows} />
        {decisions.pages > 1 && (
          <Pagination
            page={page}
            pages={decisions.pages}
            href={(n) => pageHref({ page: n })}
            label={t("decisionsPages")}
          />
        )}
      </section>
      <section aria-labelledby="customer-notes" className="grid gap-3">
        <h2 id="customer-notes" className="text-base font-semibold">
          {t("notes")}
        </h2>
        <CustomerNotesList notes={notes} />
      </section>
      <section aria-labelledby="customer-trail" className="grid gap-3">
        <h2 id="customer-trail" className="text-base font-semibold">
          {t("trail", { count: trail.total })}
        </h2>
        <p className="text-sm text-muted-foreground">{t("trailDescription")}</p>
        <CustomerTrailTable rows={trail.rows} />
        {trail.pages > 1 && (
          <Pagination
            page={trailPage}
            pages={trail.pages}
            href={(n) => pageHref({ trail: n })}
            label={t("trailPages")}
          />
        )}
      </section>
    </div>
  );
}
