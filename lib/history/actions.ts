"use server";
import { providerClient } from "@/lib/provider-connection/client";
import { defineAction } from "@/lib/safe-action";
import { loadHistoryPage } from "./load-page";
import { historyPageInputSchema } from "./schemas";

/** One page of a user's transaction history (4.2); the first page of a user is audited. */
export const loadHistoryPageAction = defineAction({
  name: "history.loadPage",
  permission: "history.view",
  input: historyPageInputSchema,
  async run(input, { user, db, ip }) {
    return loadHistoryPage(db, { client: await providerClient(), user, ip }, input);
  },
});
