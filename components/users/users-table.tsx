import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { listUsers } from "@/lib/users/users";

type ListedUser = Awaited<ReturnType<typeof listUsers>>[number];

/** Every user with their roles, whether they may sign in, and when they were last active. */
export function UsersTable({ users }: { users: ListedUser[] }) {
  const t = useTranslations();
  const format = useFormatter();
  return (
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
              <Link href={`/settings/users/${user.id}`} className="font-medium text-primary hover:underline">
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
  );
}
