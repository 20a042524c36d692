import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/current-user";
import { LOCALE_COOKIE, readerLocale } from "@/lib/i18n/locale";
import { loadMessages } from "@/lib/i18n/messages";

export default getRequestConfig(async () => {
  const user = await getCurrentUser();
  const locale = readerLocale(
    user?.locale,
    (await cookies()).get(LOCALE_COOKIE)?.value,
    (await headers()).get("accept-language"),
  );
  return {
    locale,
    timeZone: user?.timeZone ?? "Asia/Jakarta",
    messages: loadMessages(locale),
  };
});
