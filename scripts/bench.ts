// npm run bench [name…]: runs every bench/*.bench.ts (or the named ones), one after the other, each in its own
// process; each prints its figures and saves them under bench-results/.
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";

const wanted = process.argv.slice(2);
const benches = readdirSync("bench")
  .filter((file) => file.endsWith(".bench.ts"))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();
for (const file of benches) {
  execFileSync("npx", ["tsx", "--conditions=react-server", `bench/${file}`], { stdio: "inherit" });
}
