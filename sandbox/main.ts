import { loadSandboxConfig } from "./config";
import { startSandbox } from "./server";

const config = loadSandboxConfig(process.env, process.argv.slice(2));
const sandbox = await startSandbox(config);
console.info(
  `provider sandbox listening on ${sandbox.url} (client id ${config.clientId}, paging ${config.paging}, ` +
    `max limit ${config.maxLimit}, control ${config.control})`,
);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    sandbox.close().finally(() => process.exit(0));
  });
}
