// Run by markSandboxNotFound (e2e/provider-codes.ts) against the e2e database: records what an admin records
// once they learn how the sandbox says "no such transaction" (HTTP 404, body status 404), which the contract
// does not say. `--remove` takes the mark off again.
import { db } from "@/lib/db/client";
import { deleteProviderCode, upsertProviderCode } from "@/lib/provider-codes/dictionary";
import { SANDBOX_NOT_FOUND_STATUS } from "@/test/provider-codes";

const client = db();
if (process.argv.includes("--remove"))
  await deleteProviderCode(client, SANDBOX_NOT_FOUND_STATUS.field, SANDBOX_NOT_FOUND_STATUS.code);
else await upsertProviderCode(client, SANDBOX_NOT_FOUND_STATUS, "seed@e2e.test");
await client.$disconnect();
