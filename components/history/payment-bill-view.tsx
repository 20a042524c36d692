"use client";
import { useTranslations } from "next-intl";
import type { PaymentBillDetails } from "@/lib/provider/schemas/history-details";
import { DetailList, IdValue } from "./detail-list";
import type { HistoryFormat } from "./use-history-format";

export function PaymentBillView({ data, format }: { data: PaymentBillDetails; format: HistoryFormat }) {
  const t = useTranslations("history.bill");
  return (
    <DetailList
      items={[
        { label: t("description"), value: data.description },
        { label: t("status"), value: data.status === undefined ? undefined : String(data.status) },
        { label: t("balance"), value: format.money(data.balance) },
        { label: t("side"), value: data.side },
        { label: t("type"), value: data.type },
        { label: t("billId"), value: data.billId && <IdValue id={data.billId} label={t("billId")} /> },
        { label: t("source"), value: data.source },
        { label: t("sourceName"), value: data.sourceName },
      ]}
    />
  );
}
