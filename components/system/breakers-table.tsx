"use client";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Table, Td, Th } from "@/components/ui/table";
import type { BreakerRow } from "@/lib/system/overview-types";
import { cn } from "@/lib/ui/cn";
import { Moment } from "./moment";
import { Nothing } from "./section";

const TONE = { closed: "success", open: "danger", "half-open": "warning" } as const;

/** Every instance's breaker per provider host; those of stopped instances are their last known state. */
export function BreakersTable({ breakers, now }: { breakers: BreakerRow[]; now: string }) {
  const t = useTranslations("system.provider");
  if (breakers.length === 0) return <Nothing>{t("noBreakers")}</Nothing>;
  return (
    <Table>
      <thead>
        <tr>
          <Th>{t("host")}</Th>
          <Th>{t("instance")}</Th>
          <Th>{t("state")}</Th>
          <Th>{t("since")}</Th>
        </tr>
      </thead>
      <tbody>
        {breakers.map((breaker) => (
          <tr
            key={`${breaker.instanceId} ${breaker.host}`}
            data-testid="breaker"
            data-host={breaker.host}
            data-state={breaker.state}
            className={cn(breaker.instanceGone && "text-muted-foreground")}
          >
            <Td className="font-mono text-xs">{breaker.host}</Td>
            <Td className="font-mono text-xs break-all">
              {breaker.instanceId}
              {breaker.instanceGone && <span className="ml-2 font-sans">({t("instanceGone")})</span>}
            </Td>
            <Td>
              <Badge tone={breaker.instanceGone ? "neutral" : TONE[breaker.state]}>
                {t(`states.${breaker.state}`)}
              </Badge>
            </Td>
            <Td>
              <Moment at={breaker.changedAt} now={now} />
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
