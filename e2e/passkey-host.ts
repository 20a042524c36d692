import config from "../playwright.config";
import { E2E } from "./env";

// A passkey is bound to a domain name, never to an address: the tests that use one open the app as localhost
// (the app's PASSKEY_ORIGIN, e2e/env.ts), which the browser's resolver rules must let through.
export const localhostOrigin = E2E.baseURL.replace("127.0.0.1", "localhost");

const launch = config.use?.launchOptions ?? {};
export const localhostLaunchOptions = {
  ...launch,
  args: launch.args?.map((arg) =>
    arg.startsWith("--host-resolver-rules=") ? `${arg}, EXCLUDE localhost` : arg,
  ),
};
