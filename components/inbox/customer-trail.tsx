import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { Table, TableEmpty, Td, Th } from "@/components/ui/table";
import type { CustomerTrail } from "@/lib/inbox/customer";

const ACTIONS = ["view_decision", "view_image", "reveal", "reveal_raw", "view_customer"] as const;
const OUTCOMES = ["success", "denied", "failure"] as const;

function actionKey(action: string, kind: string | null) {
  const name = ACTIONS.find((known) => `inbox.${known}` === action);
  if (!name) return null;
  return name === "view_image" && kind
    ? (`view_image_${kind}` as "view_image_ktp" | "view_image_selfie")
    : name;
}

/** Who viewed or revealed what about a customer, from the audit log, newest first. */
export function CustomerTrailTable({ rows }: { rows: CustomerTrail["rows"] }) {
  const t = useTranslations("inbox.customer");
  const format = useFormatter();
  if (rows.length === 0) return <TableEmpty>{t("noTrail")}</TableEmpty>;
  return (
    <Table>
      <thead>
        <tr>
          <Th>{t("columns.when")}</Th>
          <Th>{t("columns.who")}</Th>
          <Th>{t("columns.what")}</Th>
          <Th>{t("columns.about")}</Th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = actionKey(row.action, row.kind);
          const outcome = OUTCOMES.find((known) => known === row.outcome);
          return (
            <tr key={row.id} data-testid="customer-trail-row">
              <Td className="whitespace-nowrap">
                <time dateTime={row.at.toISOString()}>
                  {format.dateTime(row.at, { dateStyle: "medium", timeStyle: "medium" })}
                </time>
              </Td>
              <Td>
                {row.actor.name && <span className="font-medium">{row.actor.name} · </span>}
                {row.actor.email ?? "—"}
              </Td>
              <Td>
                {key ? t(`trailActions.${key}`) : row.action}
                {outcome && outcome !== "success" && (
                  <span className="ml-2 text-xs text-muted-foreground">({t(`outcomes.${outcome}`)})</span>
                )}
              </Td>
              <Td className="font-mono text-xs">
                {row.decision ? (
                  <Link href={`/inbox/${row.decision.id}`} className="text-primary hover:underline">
                    {row.decision.originalReferenceNo}
                  </Link>
                ) : (
                  <span className="font-sans">{t("thisPage")}</span>
                )}
              </Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
