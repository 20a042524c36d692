// npm run bench: starts the production build on its own database and measures; prints and saves the figures.
import { mkdirSync, writeFileSync } from "node:fs";
import { firstLoadJs } from "@/bench/first-load-js";
import { startBenchServer } from "@/bench/server";

const server = await startBenchServer();
const results: Record<string, Record<string, number | string>> = {};
try {
  results["first-load JS"] = await firstLoadJs(server);
} finally {
  await server.stop();
}

for (const [group, figures] of Object.entries(results)) {
  console.info(`\n${group}`);
  for (const [name, value] of Object.entries(figures)) console.info(`  ${name.padEnd(40)} ${value}`);
}
mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/latest.json",
  `${JSON.stringify({ at: new Date().toISOString(), results }, null, 2)}\n`,
);
