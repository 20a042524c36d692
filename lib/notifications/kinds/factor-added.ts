import { z } from "zod";
import { defineKind } from "./kind";

/** The second-factor methods a person can add or remove, as the message names them. */
export const FACTOR_METHODS = ["totp", "passkey"] as const;

/** A second factor was added to one's own account (an authenticator app or a passkey). */
export const factorAdded = defineKind({
  topic: "security",
  params: z.object({ at: z.iso.datetime(), method: z.enum(FACTOR_METHODS) }),
  render: ({ at, method }, { t, dateTime }) => ({
    subject: t("subject", { method: t(`methods.${method}`) }),
    paragraphs: [t("body", { method: t(`methods.${method}`), at: dateTime(new Date(at)) }), t("notYou")],
    link: { label: t("link"), path: "/settings/account" },
  }),
});
