import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/current-user";
import { LOCALE_COOKIE, negotiateLocale } from "@/lib/i18n/locale";
import { localeSchema } from "@/lib/users/schemas";

export default getRequestConfig(async () => {
  const user = await getCurrentUser();
  const saved = localeSchema.safeParse(user?.locale);
  const locale = saved.success
    ? saved.data
    : negotiateLocale((await cookies()).get(LOCALE_COOKIE)?.value, (await headers()).get("accept-language"));
  return {
    locale,
    timeZone: user?.timeZone ?? "Asia/Jakarta",
    messages: (await import(`../messages/${locale}.json`)).default,
  };
});
