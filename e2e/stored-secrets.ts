import Database from "better-sqlite3";
import pg from "pg";
import { openPii, openRawBody } from "../lib/callbacks/sealed";
import { keyringOf } from "../lib/crypto/secret-box";
import { dialectOfUrl, sqliteFile } from "../lib/db/dialect";
import { E2E } from "./env";

type Row = { sealed: string };

async function readRows(url: string, sql: string): Promise<Row[]> {
  if (dialectOfUrl(url) === "sqlite") {
    const sqlite = new Database(sqliteFile(url), { readonly: true, fileMustExist: true });
    try {
      return sqlite.prepare(sql).all() as Row[];
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

const FIELD = /"(motherMaidenName|identificationCardImageUrl|selfieImageUrl)"\s*:\s*"((?:[^"\\]|\\.)+)"/g;

/**
 * Every mother's maiden name and identity-image address the app received during the run, opened from the
 * e2e database with the e2e key: the decisions it stored and the bodies of the deliveries it refused.
 */
export async function receivedPersonalData(): Promise<string[]> {
  const url = E2E.serverEnv.DATABASE_URL;
  const keys = keyringOf({ version: 1, key: Buffer.from(E2E.serverEnv.ENCRYPTION_KEY, "base64") });
  const decisions = await readRows(url, 'SELECT "piiSealed" AS "sealed" FROM "UpgradeDecision"');
  const bodies = await readRows(
    url,
    'SELECT "rawBodySealed" AS "sealed" FROM "CallbackDelivery" WHERE "rawBodySealed" IS NOT NULL',
  );
  const values = new Set<string>();
  for (const { sealed } of decisions) {
    const pii = openPii(sealed, keys);
    for (const value of [pii.motherMaidenName, pii.identificationCardImageUrl, pii.selfieImageUrl])
      values.add(value);
  }
  for (const { sealed } of bodies) {
    for (const [, , value] of openRawBody(sealed, keys).matchAll(FIELD)) values.add(value!);
  }
  return [...values].filter((value) => value.trim().length >= 4);
}
