"use server";
import { providerClient } from "@/lib/provider-connection/client";
import { defineAction } from "@/lib/safe-action";
import { listRecentLookups } from "./recent";
import { lookupInputSchema } from "./schemas";
import { searchTransaction } from "./search";

/** One lookup through the provider, audited and added to the agent's recent lookups. */
export const lookupTransactionAction = defineAction({
  name: "lookup.search",
  permission: "lookup.use",
  input: lookupInputSchema,
  run: (input, { user, db, ip }) => searchTransaction(db, { user, ip, client: providerClient }, input),
});

export const recentLookupsAction = defineAction({
  name: "lookup.recent",
  permission: "lookup.use",
  run: (_input, { user, db }) => listRecentLookups(db, user.id),
});
