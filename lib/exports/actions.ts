"use server";
import { getLocale } from "next-intl/server";
import { defineAction } from "@/lib/safe-action";
import { cancelExport } from "./cancel-export";
import { createExport } from "./create-export";
import { createExportSchema, exportIdSchema } from "./schemas";

export const createExportAction = defineAction({
  name: "exports.create",
  permission: "exports.use",
  input: createExportSchema,
  // The file is written in the language the manager is reading now.
  run: async (input, { db, ...by }) => createExport(db, by, input, await getLocale()),
});

export const cancelExportAction = defineAction({
  name: "exports.cancel",
  permission: "exports.use",
  input: exportIdSchema,
  async run({ id }, { db, ...by }) {
    await cancelExport(db, by, id);
    return null;
  },
});
