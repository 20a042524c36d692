"use client";
import { useTranslations } from "next-intl";
import { lookupOffer } from "@/lib/history/lookup-offer";
import type { HistoryRowData } from "@/lib/history/types";
import { DetailList, IdValue } from "./detail-list";
import { DetailsNotes } from "./details-notes";
import { PaymentBillView } from "./payment-bill-view";
import { QrInvoiceView } from "./qr-invoice-view";
import { RawDetailsView } from "./raw-details-view";
import type { HistoryFormat } from "./use-history-format";

/** Everything about one entry: what every entry has, then its details by type. */
export function EntryDetails({ row, format }: { row: HistoryRowData; format: HistoryFormat }) {
  const t = useTranslations("history");
  const { details } = row;
  return (
    <div className="grid gap-5">
      {row.duplicateEvent && (
        <p className="rounded-md border border-warning/30 bg-warning/10 px-3 py-2 text-sm text-warning">
          {t("duplicateExplained", { msgId: row.msgId })}
        </p>
      )}
      <DetailList
        className="lg:grid-cols-[minmax(8rem,auto)_minmax(0,1fr)_minmax(8rem,auto)_minmax(0,1fr)]"
        items={[
          { label: t("entry.time"), value: format.time(row.ts) },
          { label: t("entry.amount"), value: format.money(row.amount) },
          { label: t("entry.seq"), value: String(row.seq), mono: true },
          { label: t("columns.type"), value: format.type(row.type) },
          { label: t("entry.msgId"), value: <IdValue id={row.msgId} label={t("entry.msgId")} /> },
          {
            label: t("entry.refId"),
            value: row.refId && <IdValue id={row.refId} label={t("entry.refId")} />,
          },
          {
            label: t("entry.transactionId"),
            value: row.transactionId && (
              <IdValue id={row.transactionId} label={t("entry.transactionId")} lookup={lookupOffer(row)} />
            ),
          },
          {
            label: t("qr.invoiceId"),
            value: details.kind === "qr_invoice" && details.data.invoiceId && (
              <IdValue id={details.data.invoiceId} label={t("qr.invoiceId")} />
            ),
          },
        ]}
      />
      {details.kind === "qr_invoice" && <QrInvoiceView row={row} data={details.data} format={format} />}
      {details.kind === "payment_bill" && <PaymentBillView data={details.data} format={format} />}
      {details.kind === "raw" && <RawDetailsView reason={details.reason} text={details.text} />}
      {details.kind !== "raw" && (
        <DetailsNotes
          kind={details.kind}
          missing={details.missing}
          invalid={details.invalid}
          extra={details.extra}
          data={details.data}
        />
      )}
    </div>
  );
}
