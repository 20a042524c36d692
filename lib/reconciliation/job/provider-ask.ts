import { askProvider } from "@/lib/lookup/ask-provider";
import { providerPacer } from "@/lib/provider/pacer";
import { providerClient } from "@/lib/provider-connection/client";
import type { AskProvider } from "./ask";

/**
 * The job's way to the provider: the instance's client, asked by the lookup's rule of kinds. Every call is a
 * background one: the provider pacer (lib/provider/pacer.ts) lets the agents' own lookups go first.
 */
export const askThroughClient: AskProvider = async (identifier, kind, codes) => {
  const client = await providerClient();
  return providerPacer().run("background", () => askProvider(client, { q: identifier, kind }, codes));
};
