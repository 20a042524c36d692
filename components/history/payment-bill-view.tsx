"use client";
import { useTranslations } from "next-intl";
import { billSide, billType } from "@/lib/history/bill-values";
import { entryStatus } from "@/lib/history/entry-status";
import type { PaymentBillDetails } from "@/lib/provider/schemas/history-details";
import { DetailList, IdValue } from "./detail-list";
import type { HistoryFormat } from "./use-history-format";
import { useStatusText } from "./use-status-text";

/** A value in words, the provider's code on hover (and in data-raw, for whoever copies it from the page). */
function CodedValue({ text, raw }: { text: string; raw: string }) {
  const t = useTranslations("history");
  return (
    <span
      title={t("asSent", { value: raw })}
      data-raw={raw}
      className="cursor-help underline decoration-muted-foreground/60 decoration-dotted underline-offset-4"
    >
      {text}
    </span>
  );
}

export function PaymentBillView({ data, format }: { data: PaymentBillDetails; format: HistoryFormat }) {
  const t = useTranslations("history.bill");
  const statusText = useStatusText();
  const status =
    data.status === undefined ? null : entryStatus({ type: "payment_bill", status: String(data.status) });
  const side = data.side === undefined ? undefined : billSide(data.side);
  const type = data.type === undefined ? undefined : billType(data.type);
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
            <CodedValue
              text={side ? t(`sides.${side}`) : t("unknownValue", { value: data.side })}
              raw={data.side}
            />
          ),
        },
        {
          label: t("type"),
          value: data.type !== undefined && (
            <CodedValue
              text={type ? t(`types.${type}`) : t("unknownValue", { value: data.type })}
              raw={data.type}
            />
          ),
        },
        { label: t("billId"), value: data.billId && <IdValue id={data.billId} label={t("billId")} /> },
        { label: t("source"), value: data.source },
        { label: t("sourceName"), value: data.sourceName },
      ]}
    />
  );
}
