import { afterAll, vi } from "vitest";

process.env.AUTH_SECRET ||= "integration-tests-secret-integration-tests";
process.env.ENCRYPTION_KEY ||= Buffer.alloc(32, 1).toString("base64");

// The files of a worker share it (isolate: false; a fresh worker per file cost half the lane's time), so what
// one file leaves behind is undone before the next: its modules are evaluated afresh (module-level caches,
// and the mocks of a file that mocks, apply to it alone), the process-wide singletons the app keeps on
// globalThis are dropped, the environment is put back as the worker found it, and its timers are stopped.
interface Found {
  globals: Set<string>;
  env: NodeJS.ProcessEnv;
}
const FOUND = Symbol.for("integration-setup.found");
const worker = globalThis as unknown as Record<PropertyKey, unknown> & { [FOUND]?: Found };
worker[FOUND] ??= { globals: new Set(Object.keys(globalThis)), env: { ...process.env } };
const found = worker[FOUND];
// The app's own are named `__something` (lib/db/client.ts and the like); vitest's `__vitest…` stay.
const appGlobal = (key: string) => /^__(?!vi)[a-z]/i.test(key) && !found.globals.has(key);
vi.resetModules();
for (const key of Object.keys(globalThis)) if (appGlobal(key)) delete worker[key];
for (const name of Object.keys(process.env)) if (!(name in found.env)) delete process.env[name];
Object.assign(process.env, found.env);

const timers = new Set<ReturnType<typeof setTimeout>>();
const { setTimeout: realSetTimeout, setInterval: realSetInterval } = globalThis;
globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => {
  const timer = realSetTimeout(...args);
  timers.add(timer);
  return timer;
}) as typeof setTimeout;
globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
  const timer = realSetInterval(...args);
  timers.add(timer);
  return timer;
}) as typeof setInterval;

afterAll(async () => {
  const [{ db }, { closeCallbackStore }] = await Promise.all([
    import("@/lib/db/client"),
    import("@/lib/callbacks/store"),
  ]);
  await db().$disconnect();
  await closeCallbackStore();
  for (const timer of timers) clearTimeout(timer);
  globalThis.setTimeout = realSetTimeout;
  globalThis.setInterval = realSetInterval;
});
