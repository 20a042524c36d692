import { randomBytes } from "node:crypto";

const COUNTER_SPAN = 36 ** 4;
let counter = randomBytes(4).readUInt32BE() % COUNTER_SPAN;

/**
 * A row id for rows written without Prisma (which fills `@default(cuid())` itself): 25 lowercase base-36
 * characters like a cuid, so both kinds sort alike: "c", the time in milliseconds, a per-process counter,
 * then 12 random characters (62 bits), which keep ids from different processes apart.
 */
export function newId(now = Date.now()): string {
  counter = (counter + 1) % COUNTER_SPAN;
  let random = "";
  for (const byte of randomBytes(12)) random += (byte % 36).toString(36);
  return `c${now.toString(36).padStart(8, "0")}${counter.toString(36).padStart(4, "0")}${random}`;
}
