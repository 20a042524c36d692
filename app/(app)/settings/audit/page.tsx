import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditFilters } from "@/components/audit/audit-filters";
import { AuditTable } from "@/components/audit/audit-table";
import { SavedViewsMenu } from "@/components/saved-views/saved-views-menu";
import { PageHeader } from "@/components/shell/page-header";
import { queryAudit } from "@/lib/audit/query";
import { auditFilterSchema } from "@/lib/audit/schemas";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { openWithDefaultView } from "@/lib/saved-views/default-view";
import { listSavedViews } from "@/lib/saved-views/views";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("audit"))("title") };
}

export default async function AuditPage({ searchParams }: PageProps<"/settings/audit">) {
  const user = await requirePage("audit.view");
  await openWithDefaultView(user, "audit", await searchParams);
  const filter = auditFilterSchema.parse(await searchParams);
  const access = { decisions: can(user.roles, "inbox.view"), users: can(user.roles, "users.manage") };
  const [t, result] = await Promise.all([
    getTranslations("audit"),
    queryAudit(db(), filter, user.timeZone, access),
  ]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title={t("title")}
        description={t("description", { count: result.total })}
        actions={<SavedViewsMenu page="audit" views={await listSavedViews(db(), user, "audit")} />}
      />
      <AuditFilters filter={filter} />
      <AuditTable events={result.events} names={result.names} filter={filter} pages={result.pages} />
    </div>
  );
}
