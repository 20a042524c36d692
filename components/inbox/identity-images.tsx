import { useTranslations } from "next-intl";
import { Card, CardTitle } from "@/components/ui/card";
import { ImageViewer } from "./image-viewer";

/**
 * The identity card and the selfie side by side, each loaded through the server-side image proxy (which
 * audits every fetch). A role without the image permission sees why instead, and nothing is fetched.
 */
export function IdentityImages({
  decisionId,
  customer,
  hosts,
  canView,
}: {
  decisionId: string;
  customer: string;
  hosts: { ktp: string | null; selfie: string | null };
  canView: boolean;
}) {
  const t = useTranslations("inbox.images");
  return (
    <Card>
      <CardTitle>{t("title")}</CardTitle>
      {canView ? (
        <>
          <p className="mb-4 text-xs text-muted-foreground">{t("auditHint")}</p>
          <div className="grid gap-6 md:grid-cols-2">
            {(["ktp", "selfie"] as const).map((kind) => (
              <ImageViewer
                key={kind}
                src={`/api/inbox/images/${encodeURIComponent(decisionId)}/${kind}`}
                title={t(kind)}
                alt={t("alt", { kind: t(kind), customer })}
                host={hosts[kind]}
              />
            ))}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="images-not-allowed">
          {t("notAllowed")}
        </p>
      )}
    </Card>
  );
}
