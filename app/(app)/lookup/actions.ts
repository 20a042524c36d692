"use server";
import { z } from "zod";
import { providerClient } from "@/lib/connection/provider";
import { listRecentLookups } from "@/lib/lookup/recent";
import { lookupInputSchema } from "@/lib/lookup/schemas";
import { searchTransaction } from "@/lib/lookup/search";
import { defineAction } from "@/lib/safe-action";

/** One lookup through the provider, audited and added to the agent's recent lookups. */
export const lookupTransactionAction = defineAction({
  name: "lookup.search",
  permission: "lookup.use",
  input: lookupInputSchema,
  run: (input, { user, db, ip }) => searchTransaction(db, input, { user, ip, client: providerClient }),
});

export const recentLookupsAction = defineAction({
  name: "lookup.recent",
  permission: "lookup.use",
  input: z.object({}),
  run: (_input, { user, db }) => listRecentLookups(db, user.id),
});
