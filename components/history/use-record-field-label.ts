"use client";
import { useTranslations } from "next-intl";
import { useCallback } from "react";

/**
 * A field of the provider's qRis object in words, from its path: `merchantInfo.51.globalUniqueIndentifier` is
 * "Template 51 · Global unique identifier". A key the catalogs do not name is shown as it came.
 */
export function useRecordFieldLabel() {
  const t = useTranslations("history.qr.recordFields");
  return useCallback(
    (path: string) => {
      const name = (key: string) => (t.has(`names.${key}`) ? t(`names.${key}` as "names.crc") : key);
      const [first = path, second, third] = path.split(".");
      if (first === "merchantInfo" && second !== undefined && third !== undefined)
        return t("template", { tag: second, name: name(third) });
      if (first === "additionalData" && second !== undefined)
        return t("additionalData", { name: name(second) });
      return name(first);
    },
    [t],
  );
}
