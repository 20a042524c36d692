import type { Metadata } from "next";
import Link from "next/link";
import { getFormatter, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import { CreateUserForm } from "@/components/users/create-user-form";
import { requirePage } from "@/lib/auth/guard";
import { db } from "@/lib/db/client";
import { listUsers } from "@/lib/users/users";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("users"))("title") };
}

export default async function UsersPage() {
  await requirePage("users.manage");
  const [t, format, users] = await Promise.all([getTranslations(), getFormatter(), listUsers(db())]);
  return (
    <div className="grid gap-6">
      <PageHeader title={t("users.title")} description={t("users.description")} />
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_24rem]">
        <Table>
          <thead>
            <tr>
              <Th>{t("users.name")}</Th>
              <Th>{t("users.roles")}</Th>
              <Th>{t("users.status")}</Th>
              <Th>{t("users.lastActive")}</Th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <Td>
                  <Link
                    href={`/settings/users/${user.id}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {user.name}
                  </Link>
                  <div className="text-xs text-muted-foreground">{user.email}</div>
                </Td>
                <Td>
                  <div className="flex flex-wrap gap-1">
                    {user.roles.map(({ role }) => (
                      <Badge key={role}>{t(`roles.${role}` as "roles.admin")}</Badge>
                    ))}
                  </div>
                </Td>
                <Td>
                  {user.disabledAt ? (
                    <Badge tone="danger">{t("users.disabled")}</Badge>
                  ) : (
                    <Badge tone="success">{t("users.active")}</Badge>
                  )}
                </Td>
                <Td className="text-muted-foreground">
                  {user.sessions[0] ? format.relativeTime(user.sessions[0].lastSeenAt) : t("users.never")}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
        <CreateUserForm />
      </div>
    </div>
  );
}
