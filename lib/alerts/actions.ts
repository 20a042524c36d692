"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/safe-action";
import { acknowledgeAlert } from "./acknowledge";
import { listAlerts } from "./list";
import { alertIdSchema, thresholdsFormSchema } from "./schemas";
import { saveThresholds } from "./thresholds";

/** The Alerts page's list, read again every few seconds while it is open. */
export const listAlertsAction = defineAction({
  name: "alerts.list",
  permission: "alerts.view",
  async run(_input, { db }) {
    return listAlerts(db, new Date());
  },
});

export const acknowledgeAlertAction = defineAction({
  name: "alerts.acknowledge",
  permission: "alerts.view",
  input: alertIdSchema,
  async run({ id }, { db, ...by }) {
    await acknowledgeAlert(db, by, id);
    return null;
  },
});

export const saveThresholdsAction = defineAction({
  name: "alerts.thresholds",
  permission: "alerts.view",
  input: thresholdsFormSchema,
  async run(values, { db, ...by }) {
    const changed = await saveThresholds(db, by, values);
    revalidatePath("/settings/alerts");
    return { changed };
  },
});
