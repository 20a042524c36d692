"use server";
import { providerClient } from "@/lib/connection/provider";
import { loadHistoryPage } from "@/lib/history/load-page";
import { historyPageInputSchema } from "@/lib/history/schemas";
import { defineAction } from "@/lib/safe-action";

/** One page of a user's transaction history (4.2); the first page of a user is audited. */
export const loadHistoryPageAction = defineAction({
  name: "history.loadPage",
  permission: "history.view",
  input: historyPageInputSchema,
  async run(input, { user, db, ip }) {
    return loadHistoryPage(db, { client: await providerClient(), actor: user, ip }, input);
  },
});
