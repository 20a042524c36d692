"use client";
import { useTranslations } from "next-intl";
import { useCodeText } from "@/components/provider-codes/provider-codes";
import { entryStatus } from "@/lib/history/entry-status";
import type { PaymentBillDetails } from "@/lib/provider/schemas/history-details";
import { CodedValue } from "./coded-value";
import { DetailList, IdValue } from "./detail-list";
import type { HistoryFormat } from "./use-history-format";
import { useStatusText } from "./use-status-text";

export function PaymentBillView({ data, format }: { data: PaymentBillDetails; format: HistoryFormat }) {
  const t = useTranslations("history.bill");
  const statusText = useStatusText();
  const status =
    data.status === undefined ? null : entryStatus({ type: "payment_bill", status: String(data.status) });
  const codeText = useCodeText();
  return (
    <DetailList
      items={[
        { label: t("description"), value: data.description },
        {
          label: t("status"),
          value: status && status.kind !== "none" && (
            <CodedValue text={statusText(status).text} raw={String(data.status)} />
          ),
        },
        { label: t("balance"), value: format.money(data.balance) },
        {
          label: t("side"),
          value: data.side !== undefined && (
            <CodedValue text={codeText("billSide", data.side).text} raw={data.side} />
          ),
        },
        {
          label: t("type"),
          value: data.type !== undefined && (
            <CodedValue text={codeText("billType", data.type).text} raw={data.type} />
          ),
        },
        { label: t("billId"), value: data.billId && <IdValue id={data.billId} label={t("billId")} /> },
        { label: t("source"), value: data.source },
        { label: t("sourceName"), value: data.sourceName },
      ]}
    />
  );
}
