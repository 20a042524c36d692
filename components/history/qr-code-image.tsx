"use client";
import { QrCode } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

type Drawn = { status: "hidden" } | { status: "shown"; src: string } | { status: "failed" };

/** The payload drawn as a scannable QR code, on request: the encoder is loaded only when someone asks. */
export function QrCodeImage({ payload, seq }: { payload: string; seq: number }) {
  const t = useTranslations("history.qr");
  const [drawn, setDrawn] = useState<Drawn>({ status: "hidden" });

  async function show() {
    try {
      const qrcode = await import("qrcode");
      const svg = await qrcode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      setDrawn({ status: "shown", src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    } catch {
      setDrawn({ status: "failed" });
    }
  }

  return (
    <div className="grid content-start justify-items-start gap-2 xl:justify-items-center">
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={drawn.status === "shown"}
        onClick={() => (drawn.status === "shown" ? setDrawn({ status: "hidden" }) : void show())}
      >
        <QrCode className="h-4 w-4" aria-hidden />
        {drawn.status === "shown" ? t("hideCode") : t("showCode")}
      </Button>
      {drawn.status === "shown" && (
        // A data URL of our own SVG: next/image would add nothing here.
        // biome-ignore lint/performance/noImgElement: an inline data URL, not a remote image
        <img
          src={drawn.src}
          alt={t("codeAlt", { seq })}
          width={224}
          height={224}
          className="rounded-md border bg-white p-1"
          data-testid="qr-image"
        />
      )}
      {drawn.status === "failed" && (
        <p role="alert" className="text-sm text-destructive">
          {t("codeFailed")}
        </p>
      )}
    </div>
  );
}
