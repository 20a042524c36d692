import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { ConflictBadge, DecisionBadge, ReviewBadge } from "@/components/inbox/badges";
import { ConflictsList } from "@/components/inbox/conflicts-list";
import { DecisionNotes } from "@/components/inbox/decision-notes";
import { DecisionSummary } from "@/components/inbox/decision-summary";
import { DeliveriesList } from "@/components/inbox/deliveries-list";
import { IdentityImages } from "@/components/inbox/identity-images";
import { inboxHref } from "@/components/inbox/inbox-href";
import { OtherDecisionsList } from "@/components/inbox/other-decisions";
import { OverdueBadge } from "@/components/inbox/overdue-badge";
import { ReviewFlow, ReviewFlowActions } from "@/components/inbox/review-flow";
import { ReviewPanel } from "@/components/inbox/review-panel";
import { ReviewTrail } from "@/components/inbox/review-trail";
import { PageHeader } from "@/components/shell/page-header";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { keyring } from "@/lib/crypto/keys";
import { db } from "@/lib/db/client";
import { listOtherDecisions } from "@/lib/inbox/customer";
import { customerHref } from "@/lib/inbox/customer-href";
import { getDecisionDetail } from "@/lib/inbox/detail";
import { listDispositions } from "@/lib/inbox/dispositions";
import { listDecisionNotes } from "@/lib/inbox/notes";
import { isOverdue, overdueAfterHours, overdueCutoff } from "@/lib/inbox/overdue";
import { listReviewers } from "@/lib/inbox/query";
import { inboxFilterSchema } from "@/lib/inbox/schemas";
import { auditDecisionView } from "@/lib/inbox/view-audit";
import { clientIp } from "@/lib/request-ip";
import { advancesAfterReview } from "@/lib/users/review-preference";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("inbox"))("title") };
}

export default async function DecisionPage({ params, searchParams }: PageProps<"/inbox/[id]">) {
  const user = await requirePage("inbox.view");
  const { id } = await params;
  // The list's filters come along, so Back and "Next unreviewed" keep to the view the person came from.
  const filter = inboxFilterSchema.parse(await searchParams);
  const decision = await getDecisionDetail(db(), id, keyring());
  if (!decision) notFound();
  await auditDecisionView(db(), { user, ip: clientIp(await headers()) }, decision.id);
  const canReview = can(user.roles, "inbox.review");
  const canReveal = can(user.roles, "inbox.reveal");
  const [t, format, reviewers, dispositions, advanceAfterReview, notes, others, hours] = await Promise.all([
    getTranslations("inbox"),
    getFormatter(),
    canReview ? listReviewers(db()) : [],
    canReview ? listDispositions(db()) : [],
    canReview && advancesAfterReview(db(), user.id),
    listDecisionNotes(db(), decision.id),
    listOtherDecisions(db(), decision.custId, decision.id),
    overdueAfterHours(db()),
  ]);
  const now = new Date();
  const customerPage = customerHref(decision.custId);
  return (
    <ReviewFlow
      filter={filter}
      decisionId={decision.id}
      reference={decision.originalReferenceNo}
      canReview={canReview}
      advanceAfterReview={advanceAfterReview}
      dispositions={dispositions}
    >
      <div className="grid gap-6">
        <Link href={inboxHref(filter)} className="text-sm text-primary hover:underline">
          ← {t("back")}
        </Link>
        <PageHeader
          title={
            <span className="break-all">{t("detailTitle", { reference: decision.originalReferenceNo })}</span>
          }
          description={
            <span className="flex flex-wrap items-center gap-2">
              <DecisionBadge status={decision.status} />
              <ReviewBadge state={decision.reviewState} />
              {decision.conflict && <ConflictBadge />}
              {isOverdue(decision, overdueCutoff(now, hours)) && <OverdueBadge hours={hours} />}
              <span>
                {customerPage ? (
                  <Link
                    href={customerPage}
                    className="text-primary underline underline-offset-2"
                    aria-label={t("customer.openFor", { custId: decision.custId })}
                  >
                    {decision.custId}
                  </Link>
                ) : (
                  decision.custId
                )}{" "}
                · {format.relativeTime(decision.receivedAt, now)}
              </span>
            </span>
          }
          actions={<ReviewFlowActions />}
        />
        <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
          <DecisionSummary decision={decision} canReveal={canReveal} />
          <ReviewPanel
            decision={{
              id: decision.id,
              reviewState: decision.reviewState,
              assignee: decision.assignee,
              assignedAt: decision.assignedAt,
              reviewedBy: decision.reviewedBy,
              reviewedAt: decision.reviewedAt,
              reviewNote: decision.reviewNote,
              disposition: decision.disposition,
            }}
            viewerId={user.id}
            canReview={canReview}
            reviewers={reviewers}
            dispositions={dispositions}
            trail={<ReviewTrail events={decision.events} />}
          />
        </div>
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <DecisionNotes decisionId={decision.id} notes={notes} viewerId={user.id} canWrite={canReview} />
          <OtherDecisionsList custId={decision.custId} others={others} />
        </div>
        <ConflictsList decision={decision} />
        <IdentityImages
          decisionId={decision.id}
          customer={decision.custId}
          hosts={decision.imageHosts}
          canView={can(user.roles, "inbox.images")}
        />
        <DeliveriesList decisionId={decision.id} deliveries={decision.deliveries} canReveal={canReveal} />
      </div>
    </ReviewFlow>
  );
}
