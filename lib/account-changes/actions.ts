"use server";
import { defineAction } from "@/lib/safe-action";
import { dismissAccountChanges } from "./changes";

export const dismissAccountChangesAction = defineAction({
  name: "accountChanges.dismiss",
  permission: "account.self",
  async run(_input, { db, user }) {
    await dismissAccountChanges(db, user);
    return null;
  },
});
