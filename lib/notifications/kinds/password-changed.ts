import { z } from "zod";
import { defineKind } from "./kind";

/** One's own password was changed (by oneself, or reset by an admin). */
export const passwordChanged = defineKind({
  topic: "security",
  params: z.object({ at: z.iso.datetime(), byAdmin: z.boolean() }),
  render: ({ at, byAdmin }, { t, dateTime }) => ({
    subject: t("subject"),
    paragraphs: [t(byAdmin ? "byAdmin" : "bySelf", { at: dateTime(new Date(at)) }), t("notYou")],
    link: { label: t("link"), path: "/settings/account" },
  }),
});
