import { z } from "zod";
import { FACTOR_METHODS } from "./factor-added";
import { defineKind } from "./kind";

/** A second factor was removed from one's own account by oneself. */
export const factorRemoved = defineKind({
  topic: "security",
  params: z.object({ at: z.iso.datetime(), method: z.enum(FACTOR_METHODS) }),
  render: ({ at, method }, { t, dateTime }) => ({
    subject: t("subject", { method: t(`methods.${method}`) }),
    paragraphs: [t("body", { method: t(`methods.${method}`), at: dateTime(new Date(at)) }), t("notYou")],
    link: { label: t("link"), path: "/settings/account" },
  }),
});
