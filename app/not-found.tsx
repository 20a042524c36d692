import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="grid min-h-[60dvh] place-items-center px-4 text-center">
      <div className="max-w-md">
        <p className="text-sm font-semibold text-muted-foreground">404</p>
        <h1 className="mt-2 text-2xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-muted-foreground">{t("body")}</p>
        <Link href="/" className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
          {t("home")}
        </Link>
      </div>
    </main>
  );
}
