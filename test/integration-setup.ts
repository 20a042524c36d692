import { afterAll } from "vitest";
import { closeCallbackStore } from "@/lib/callbacks/store";
import { db } from "@/lib/db/client";

process.env.AUTH_SECRET ||= "integration-tests-secret-integration-tests";
process.env.ENCRYPTION_KEY ||= Buffer.alloc(32, 1).toString("base64");

afterAll(async () => {
  await db().$disconnect();
  await closeCallbackStore();
});
