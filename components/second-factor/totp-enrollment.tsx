"use client";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useState } from "react";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useFormAction } from "@/components/ui/use-form-action";
import { confirmTotpAction, startTotpAction } from "@/lib/second-factor/actions";
import { RecoveryCodesList } from "./recovery-codes-list";
import { useStepUpFormAction } from "./step-up";

function QrImage({ uri }: { uri: string }) {
  const t = useTranslations("secondFactor.totp");
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then(async (qrcode) => {
      const svg = await qrcode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [uri]);
  if (!src) return null;
  // A data URL of our own SVG: next/image would add nothing here.
  return (
    // biome-ignore lint/performance/noImgElement: an inline data URL, not a remote image
    <img src={src} alt={t("qrAlt")} width={192} height={192} className="rounded-md border bg-white p-1" />
  );
}

/**
 * Setting up an authenticator app: a new secret (QR code and key to type), then its first code to confirm,
 * then the recovery codes, shown once; `done` is what follows them (a link onwards at sign-in).
 */
export function TotpEnrollment({ done }: { done?: ReactNode }) {
  const t = useTranslations("secondFactor.totp");
  const start = useStepUpFormAction(startTotpAction);
  const confirm = useFormAction(confirmTotpAction);
  if (confirm.result?.ok) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {t("enrolled")}
        </p>
        <RecoveryCodesList codes={confirm.result.data.recoveryCodes} />
        {done}
      </div>
    );
  }
  if (!start.result?.ok) {
    return (
      <ActionForm form={start} className="grid gap-3">
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
        <Button type="submit" disabled={start.pending} className="justify-self-start">
          {t("start")}
        </Button>
      </ActionForm>
    );
  }
  const { secret, uri } = start.result.data;
  return (
    <div className="grid gap-4">
      <p className="text-sm">{t("scan")}</p>
      <QrImage uri={uri} />
      <div className="grid gap-1 text-sm">
        <span>{t("manualKey")}</span>
        <span className="flex items-center gap-2">
          <code data-testid="totp-secret" className="break-all rounded bg-muted px-2 py-1 font-mono">
            {secret}
          </code>
          <CopyButton value={secret} />
        </span>
      </div>
      <ActionForm form={confirm} className="grid gap-3">
        <Field id="enroll-code" label={t("firstCode")} errors={confirm.errors("code")}>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        </Field>
        <Button type="submit" disabled={confirm.pending} className="justify-self-start">
          {t("confirm")}
        </Button>
      </ActionForm>
    </div>
  );
}
