import { z } from "zod";
import { defineKind } from "./kind";

/** An administrator removed every second factor of one's account (and ended its sessions). */
export const factorsReset = defineKind({
  topic: "security",
  params: z.object({ at: z.iso.datetime() }),
  render: ({ at }, { t, dateTime }) => ({
    subject: t("subject"),
    paragraphs: [t("body", { at: dateTime(new Date(at)) }), t("next"), t("notYou")],
    link: { label: t("link"), path: "/settings/account" },
  }),
});
