"use client";
import { useTranslations } from "next-intl";
import { useCodeText } from "@/components/provider-codes/provider-codes";
import type { HistoryRowData } from "@/lib/history/types";
import type { QrInvoiceDetails } from "@/lib/provider/schemas/history-details";
import { describeMerchantCategory } from "@/lib/qris/mcc";
import { CodedValue } from "./coded-value";
import { DetailList, DetailListSection, DetailSection, shownItems } from "./detail-list";
import { QrisPayloadView } from "./qris-payload-view";
import type { HistoryFormat } from "./use-history-format";

type Props = { row: HistoryRowData; data: QrInvoiceDetails; format: HistoryFormat };

/** A QRIS payment: the amounts, the merchant as the provider recorded it, who processed it, and the QR. */
export function QrInvoiceView({ row, data, format }: Props) {
  const t = useTranslations("history");
  const codeText = useCodeText();
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : value ? t("entry.yes") : t("entry.no");
  const sourceOfFund = data.sourceOfFund?.[format.locale === "id" ? "id" : "en"];
  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <DetailListSection
          title={t("qr.payment")}
          items={[
            { label: t("qr.invoiceAmount"), value: format.money(data.invoiceAmount) },
            { label: t("qr.payableAmount"), value: format.money(data.payableAmount) },
            { label: t("qr.feeAmount"), value: format.money(data.feeAmount) },
            {
              label: t("qr.discount"),
              value: data.discount === undefined ? undefined : format.count(data.discount),
            },
            { label: t("qr.balance"), value: format.money(data.balance) },
            {
              label: t("qr.status"),
              value: data.status && (
                <CodedValue text={codeText("qrStatus", data.status).text} raw={data.status} />
              ),
            },
            {
              label: t("qr.errorCode"),
              value: data.errorCode && (
                <CodedValue text={codeText("errorCode", data.errorCode).text} raw={data.errorCode} />
              ),
            },
            { label: t("qr.isPending"), value: yesNo(data.isPending) },
            { label: t("qr.needToShare"), value: yesNo(data.needToShare) },
            { label: t("qr.qrType"), value: data.qrType, mono: true },
            {
              label: t("qr.sourceOfFund"),
              value: sourceOfFund ?? data.sourceOfFund?.en ?? data.sourceOfFund?.id,
            },
          ]}
        />
        <MerchantSection data={data} format={format} />
        <DetailListSection
          title={t("qr.parties")}
          items={[
            { label: t("qr.customerPan"), value: data.customerPan, mono: true },
            { label: t("qr.terminalId"), value: data.terminalId, mono: true },
            { label: t("qr.merchantAcquirer"), value: data.merchantAcquirer },
            { label: t("qr.aggregatorId"), value: data.aggregatorId, mono: true },
          ]}
        />
      </div>
      <QrisPayloadView seq={row.seq} payload={data.qrContent} record={data.qRis} />
    </div>
  );
}

function MerchantSection({ data, format }: { data: QrInvoiceDetails; format: HistoryFormat }) {
  const t = useTranslations("history.qr");
  const qRis = data.qRis;
  const mcc = qRis?.merchantCategoryCode;
  const category = mcc ? describeMerchantCategory(mcc) : null;
  const items = shownItems([
    { label: t("merchantName"), value: data.merchantName || qRis?.merchantName },
    { label: t("merchantCity"), value: qRis?.merchantCity },
    { label: t("postalCode"), value: qRis?.postalCode },
    { label: t("countryCode"), value: qRis?.countryCode },
    {
      label: t("mcc"),
      value:
        mcc &&
        (category
          ? `${mcc} · ${category[format.locale === "id" ? "id" : "en"]}`
          : t("mccUnknown", { code: mcc })),
    },
    { label: t("merchantPan"), value: data.merchantPan, mono: true },
  ]);
  const templates = Object.entries(qRis?.merchantInfo ?? {})
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, info]) => ({
      tag,
      items: shownItems([
        { label: t("guid"), value: info.globalUniqueIndentifier, mono: true },
        { label: t("pan"), value: info.merchantPan, mono: true },
        { label: t("merchantId"), value: info.merchantId, mono: true },
        { label: t("criteria"), value: info.merchantCriteria, mono: true },
      ]),
    }))
    .filter((template) => template.items.length > 0);
  if (items.length === 0 && templates.length === 0) return null;
  return (
    <DetailSection title={t("merchant")}>
      <DetailList items={items} />
      {templates.length > 0 && (
        <div className="grid gap-2">
          <h4 className="text-xs font-semibold text-muted-foreground uppercase">{t("templates")}</h4>
          {templates.map(({ tag, items: templateItems }) => (
            <div key={tag} className="rounded-md border p-2" data-testid={`merchant-template-${tag}`}>
              <p className="mb-1 text-xs font-medium">{t("template", { tag })}</p>
              <DetailList items={templateItems} />
            </div>
          ))}
        </div>
      )}
    </DetailSection>
  );
}
