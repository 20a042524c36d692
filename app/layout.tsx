import type { Metadata } from "next";
import { cookies } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { THEME_COOKIE, themeSchema } from "@/lib/ui/theme";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return { title: { default: t("name"), template: `%s · ${t("name")}` }, robots: { index: false } };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const theme = themeSchema.catch("system").parse((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <html lang={await getLocale()} className={theme}>
      <body className="min-h-dvh antialiased">
        <NextIntlClientProvider>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
