import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { CreateUserForm } from "@/components/users/create-user-form";
import { SecondFactorPolicyForm } from "@/components/users/second-factor-policy-form";
import { UsersTable } from "@/components/users/users-table";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { readPolicy } from "@/lib/second-factor/policy";
import { listUsers } from "@/lib/users/users";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("users"))("title") };
}

export default async function UsersPage() {
  await requirePage("users.manage");
  const [t, users, policy] = await Promise.all([getTranslations("users"), listUsers(db()), readPolicy(db())]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("title")} description={t("description")} />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_24rem]">
        <UsersTable users={users} />
        <div className="grid gap-6">
          <CreateUserForm />
          <SecondFactorPolicyForm policy={policy} />
        </div>
      </div>
    </div>
  );
}
