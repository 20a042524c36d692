import { redirect } from "next/navigation";
import { requirePage } from "@/lib/auth/guard";
import { can } from "@/lib/auth/roles";
import { APP_ROUTES } from "@/lib/auth/routes";

/** Home is the first area the person may use. */
export default async function HomePage() {
  const user = await requirePage("account.self");
  const first = APP_ROUTES.find((route) => route.nav && can(user.roles, route.permission));
  redirect(first?.path ?? "/settings/account");
}
