import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { EditUserForm } from "@/components/users/edit-user-form";
import { SecondFactorReset } from "@/components/users/second-factor-reset";
import { UserAccessActions } from "@/components/users/user-access-actions";
import { requirePage } from "@/lib/auth/guard";
import { roleSchema } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { factorStatus } from "@/lib/second-factor/factors";
import { getUser } from "@/lib/users/users";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("users"))("title") };
}

export default async function UserPage({ params }: PageProps<"/settings/users/[id]">) {
  const admin = await requirePage("users.manage");
  const { id } = await params;
  const user = await getUser(db(), id);
  if (!user) notFound();
  const [t, format] = await Promise.all([getTranslations("users"), getFormatter()]);
  const roles = user.roles.flatMap(({ role }) => roleSchema.safeParse(role).data ?? []);
  return (
    <div className="grid gap-6">
      <Link href="/settings/users" className="text-sm text-primary hover:underline">
        ← {t("title")}
      </Link>
      <PageHeader
        title={user.name}
        description={`${user.email} · ${t("createdAt", { date: format.dateTime(user.createdAt, { dateStyle: "medium" }) })}`}
        actions={
          user.disabledAt ? (
            <Badge tone="danger">{t("disabled")}</Badge>
          ) : (
            <Badge tone="success">{t("active")}</Badge>
          )
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <EditUserForm id={user.id} name={user.name} roles={roles} />
        <UserAccessActions id={user.id} disabled={Boolean(user.disabledAt)} isSelf={user.id === admin.id} />
        <SecondFactorReset id={user.id} status={await factorStatus(db(), user.id)} />
      </div>
    </div>
  );
}
