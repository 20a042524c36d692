import { z } from "zod";
import { defineKind } from "./kind";

/**
 * One's account was signed in to with its password from a browser that held no device note of it
 * (lib/auth/device-cookie.ts). Neither the address nor the browser is named: the time is what the person checks.
 */
export const newDeviceSignIn = defineKind({
  topic: "security",
  params: z.object({ at: z.iso.datetime() }),
  render: ({ at }, { t, dateTime }) => ({
    subject: t("subject"),
    paragraphs: [t("body", { at: dateTime(new Date(at)) }), t("notYou")],
    link: { label: t("link"), path: "/settings/account" },
  }),
});
