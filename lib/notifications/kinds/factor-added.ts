import { z } from "zod";
import { defineKind } from "./kind";

/** The second-factor methods a person can add or remove, as the message names them. */
export const FACTOR_METHODS = ["totp", "passkey"] as const;

/**
 * A second factor added to or removed from one's own account: each message (its own texts) names the method
 * and when, and links to the account.
 */
export const factorChangeKind = () =>
  defineKind({
    topic: "security",
    params: z.object({ at: z.iso.datetime(), method: z.enum(FACTOR_METHODS) }),
    render: ({ at, method }, { t, dateTime }) => ({
      subject: t("subject", { method: t(`methods.${method}`) }),
      paragraphs: [t("body", { method: t(`methods.${method}`), at: dateTime(new Date(at)) }), t("notYou")],
      link: { label: t("link"), path: "/settings/account" },
    }),
  });

/** A second factor was added to one's own account (an authenticator app or a passkey). */
export const factorAdded = factorChangeKind();
