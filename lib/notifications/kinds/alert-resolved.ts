import { alertParamsSchema } from "@/lib/alerts/alert-params";
import { alertContent } from "./alert-message";
import { defineKind } from "./kind";

/** An alert's condition cleared: it resolved by itself (lib/alerts); the figures are the last it tripped with. */
export const alertResolved = defineKind({
  topic: "operations",
  params: alertParamsSchema,
  render: (params, context) => alertContent(params, context),
});
