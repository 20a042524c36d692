import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/shell/status-page";

export default async function Forbidden() {
  const t = await getTranslations("forbidden");
  return <StatusPage code="403" tone="destructive" title={t("title")} body={t("body")} home={t("home")} />;
}
