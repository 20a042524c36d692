import path from "node:path";
import base from "../playwright.config";
const root = path.resolve(import.meta.dirname, "..");
export default {
  ...base,
  testDir: ".",
  webServer: (base.webServer as object[]).map((server) => ({ ...server, cwd: root })),
};
