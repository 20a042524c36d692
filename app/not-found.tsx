import { getTranslations } from "next-intl/server";
import { StatusPage } from "@/components/shell/status-page";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return <StatusPage code="404" title={t("title")} body={t("body")} home={t("home")} />;
}
