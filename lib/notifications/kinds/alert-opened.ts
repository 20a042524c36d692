import { alertParamsSchema } from "@/lib/alerts/alert-params";
import { alertContent } from "./alert-message";
import { defineKind } from "./kind";

/** An operations rule tripped for a subject: an alert is open (lib/alerts). */
export const alertOpened = defineKind({
  topic: "operations",
  params: alertParamsSchema,
  render: (params, context) => alertContent(params, context),
});
