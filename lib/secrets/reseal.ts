import { CONTEXT as CALLBACK_CONTEXT } from "@/lib/callbacks/sealed";
import type { Keyring } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { WEBHOOK_SECRET_CONTEXT, WEBHOOK_URL_CONTEXT } from "@/lib/notifications/sealed";
import { CONTEXT as SETTINGS_CONTEXT } from "@/lib/provider-connection/settings";
import { TOKEN_CONTEXT } from "@/lib/provider-connection/token-store-db";
import { RECONCILE_FILE_CONTEXT } from "@/lib/reconciliation/run-file";
import { TOTP_CONTEXT } from "@/lib/second-factor/totp-factor";
import { CLIENT_SECRET_CONTEXT as SSO_CLIENT_SECRET_CONTEXT } from "@/lib/sso/settings";
import { decisionsTable } from "./reseal-decisions";
import { notificationSettingsTable } from "./reseal-notification-settings";
import { type ResealOptions, resealTable, type SealedTable, type TableReport } from "./reseal-table";

export {
  RESEAL_TABLES,
  type ResealOptions,
  type ResealProblem,
  type ResealTable,
  type TableReport,
} from "./reseal-table";

type TableRun = (keys: Keyring, options: ResealOptions) => Promise<TableReport>;
const runOf =
  <Row extends { id: string }>(table: SealedTable<Row>): TableRun =>
  (keys, options) =>
    resealTable(table, keys, options);

/** Every table with a sealed column, in the order a run takes them. */
function sealedTables(db: Db): TableRun[] {
  return [
    runOf({
      table: "ProviderSettings",
      model: db.providerSettings,
      columns: [
        { name: "clientSecretSealed", context: SETTINGS_CONTEXT.clientSecret },
        { name: "callbackTokenSealed", context: SETTINGS_CONTEXT.callbackToken },
        { name: "previousCallbackTokenSealed", context: SETTINGS_CONTEXT.callbackToken },
      ],
      unreadable: "report",
    }),
    runOf({
      table: "ProviderToken",
      model: db.providerToken,
      columns: [{ name: "tokenSealed", context: TOKEN_CONTEXT }],
      unreadable: "drop",
    }),
    runOf(decisionsTable(db)),
    runOf({
      table: "TotpFactor",
      model: db.totpFactor,
      columns: [{ name: "secretSealed", context: TOTP_CONTEXT, required: true }],
      unreadable: "report",
    }),
    runOf({
      table: "SsoSettings",
      model: db.ssoSettings,
      columns: [{ name: "clientSecretSealed", context: SSO_CLIENT_SECRET_CONTEXT }],
      unreadable: "report",
    }),
    runOf({
      table: "CallbackDelivery",
      model: db.callbackDelivery,
      columns: [{ name: "rawBodySealed", context: CALLBACK_CONTEXT.rawBody }],
      unreadable: "report",
    }),
    runOf({
      table: "ReconcileRun",
      model: db.reconcileRun,
      columns: [{ name: "fileSealed", context: RECONCILE_FILE_CONTEXT }],
      unreadable: "report",
    }),
    runOf(notificationSettingsTable(db)),
    runOf({
      table: "WebhookEndpoint",
      model: db.webhookEndpoint,
      columns: [
        { name: "urlSealed", context: WEBHOOK_URL_CONTEXT },
        { name: "secretSealed", context: WEBHOOK_SECRET_CONTEXT },
      ],
      unreadable: "report",
    }),
  ];
}

/**
 * Re-seals every sealed value under the current key, table by table, in batches by primary key. Safe while the
 * app serves traffic: each row is written with a compare-and-swap on the sealed values it was read with, so a
 * concurrent change is never overwritten (the row is read again instead). Values already under the current key
 * are never touched, so an interrupted run resumes where it stopped and a second run changes nothing. A value
 * that no configured key opens is reported and counted, never fatal.
 */
export async function resealAll(db: Db, keys: Keyring, options: ResealOptions = {}): Promise<TableReport[]> {
  const reports: TableReport[] = [];
  for (const run of sealedTables(db)) reports.push(await run(keys, options));
  return reports;
}

/** Whether the old keys can be dropped: nothing is left under another key than the current one. */
export function resealComplete(reports: readonly TableReport[]): boolean {
  return reports.every((report) => report.remaining === 0 && report.unreadable === 0 && report.busy === 0);
}
