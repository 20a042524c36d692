import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { sendCallbacks } from "./callbacks/send";
import { DEFAULT_CALLBACK_TOKEN } from "./config";

export { type SendCallbacksOptions, type SendCallbacksSummary, sendCallbacks } from "./callbacks/send";

const argumentsSchema = z.object({
  url: z.url(),
  token: z.string().min(1),
  count: z.coerce.number().int().positive().default(20),
  duplicates: z.coerce.number().int().nonnegative().default(0),
  variant: z.boolean().default(false),
  seed: z.string().min(1),
  imageBaseUrl: z.url().default("http://127.0.0.1:4010"),
  maxAttempts: z.coerce.number().int().positive().default(5),
  backoffMs: z.coerce.number().int().nonnegative().default(500),
});
export type SendCallbacksArguments = z.infer<typeof argumentsSchema>;

/**
 * A run's seed when none is given: new each run, so every run brings new decisions (new references) rather
 * than the same ones again. `--seed` with an earlier run's seed re-sends that run, as the provider re-sends.
 */
export function freshSeed(now = new Date()): string {
  return `run-${now.getTime().toString(36)}`;
}

/** The command line (and SANDBOX_* variables) as options, or the problems with them. */
export function readArguments(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  seedWhenNone: () => string = freshSeed,
): { ok: true; options: SendCallbacksArguments } | { ok: false; problems: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: "string", default: "http://localhost:3000/v1.0/snap/account/upgrade/notify" },
      token: { type: "string" },
      count: { type: "string" },
      duplicates: { type: "string" },
      variant: { type: "boolean" },
      seed: { type: "string" },
      "image-base-url": { type: "string" },
      "max-attempts": { type: "string" },
      "backoff-ms": { type: "string" },
    },
    strict: true,
  });
  const parsed = argumentsSchema.safeParse({
    url: values.url,
    token: values.token ?? env.SANDBOX_CALLBACK_TOKEN ?? DEFAULT_CALLBACK_TOKEN,
    count: values.count,
    duplicates: values.duplicates,
    variant: values.variant,
    seed: values.seed ?? seedWhenNone(),
    imageBaseUrl: values["image-base-url"] ?? env.SANDBOX_PUBLIC_URL,
    maxAttempts: values["max-attempts"],
    backoffMs: values["backoff-ms"],
  });
  if (parsed.success) return { ok: true, options: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => `--${issue.path.join(".")}: ${issue.message}`).join("; "),
  };
}

async function main(argv: string[]): Promise<number> {
  const read = readArguments(argv);
  if (!read.ok) {
    console.error(`send-callbacks: ${read.problems}`);
    console.error(
      "usage: npx tsx sandbox/send-callbacks.ts --url <notify url> --token <callback token> [--count 20] [--duplicates 3] [--variant] [--seed <a run's seed>]",
    );
    return 2;
  }

  const options = read.options;
  const summary = await sendCallbacks({
    url: options.url,
    token: options.token,
    count: options.count,
    duplicates: options.duplicates,
    includeVariant: options.variant,
    seed: options.seed,
    imageBaseUrl: options.imageBaseUrl,
    maxAttempts: options.maxAttempts,
    baseBackoffMs: options.backoffMs,
  });
  for (const delivery of summary.deliveries.filter((item) => !item.acknowledged)) {
    console.warn(
      `not acknowledged: ${delivery.originalReferenceNo} after ${delivery.attempts} attempts (${delivery.lastResult})`,
    );
  }
  console.info(
    `seed ${options.seed}: sent ${summary.sent}, acknowledged ${summary.acknowledged}, retried ${summary.retried}, failed ${summary.failed}`,
  );
  console.info(`--seed ${options.seed} sends these same decisions again, as the provider's re-sends would.`);
  return summary.failed > 0 ? 1 : 0;
}

// Runs as a command only when executed directly, so tests can import sendCallbacks from here.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
