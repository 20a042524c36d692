import type { InTransaction } from "@/lib/audit/audit";
import { type Keyring, open, seal } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import type { ProviderClientConfigInput } from "@/lib/provider/config";
import { signingSchemes } from "@/lib/provider/signature";
import type { ProviderSettingsValues } from "./schemas";
import { settingsSaved } from "./settings-generation";

const ROW = "default";
// Current and previous callback tokens share one context so rotation can move the sealed value as it is.
export const CONTEXT = { clientSecret: "clientSecret", callbackToken: "callbackToken" } as const;

/** What a page may show: everything but the secrets, which appear only as the time they were set. */
export async function getSettingsView(db: Db) {
  const row = await db.providerSettings.findUnique({ where: { id: ROW } });
  if (!row) return null;
  return {
    statusBaseUrl: row.statusBaseUrl,
    historyBaseUrl: row.historyBaseUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    signingScheme: row.signingScheme,
    timeoutMs: row.timeoutMs,
    requestsPerSecond: row.requestsPerSecond,
    maxConcurrent: row.maxConcurrent,
    clientSecretSetAt: row.clientSecretSetAt,
    callbackTokenSetAt: row.callbackTokenSetAt,
    previousCallbackTokenSetAt: row.previousCallbackTokenSetAt,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
  };
}
export type ProviderSettingsView = NonNullable<Awaited<ReturnType<typeof getSettingsView>>>;

/**
 * Saves the connection. A new callback token moves the current one to "previous", so the provider's
 * callbacks keep being accepted while it switches over; blank secrets keep what is stored.
 */
export async function saveSettings(
  db: Db,
  input: ProviderSettingsValues,
  keys: Keyring,
  updatedBy: string,
  inTransaction?: InTransaction,
  now = new Date(),
) {
  if (!signingSchemes().includes(input.signingScheme)) throw new AppError("signing_scheme_unknown");
  const stored = await db.$transaction(async (tx) => {
    const existing = await tx.providerSettings.findUnique({ where: { id: ROW } });
    if (!existing && !input.clientSecret) throw new AppError("client_secret_required");
    const plain = {
      statusBaseUrl: input.statusBaseUrl,
      historyBaseUrl: input.historyBaseUrl,
      tokenUrl: input.tokenUrl,
      clientId: input.clientId,
      signingScheme: input.signingScheme,
      timeoutMs: input.timeoutMs,
      requestsPerSecond: input.requestsPerSecond,
      maxConcurrent: input.maxConcurrent,
      updatedBy,
    };
    const secret = input.clientSecret
      ? {
          clientSecretSealed: seal(input.clientSecret, keys.current, CONTEXT.clientSecret),
          clientSecretSetAt: now,
        }
      : {};
    const callback = input.callbackToken
      ? {
          callbackTokenSealed: seal(input.callbackToken, keys.current, CONTEXT.callbackToken),
          callbackTokenSetAt: now,
          previousCallbackTokenSealed: existing?.callbackTokenSealed ?? null,
          previousCallbackTokenSetAt: existing?.callbackTokenSetAt ?? null,
        }
      : {};
    const changedCredentials = Boolean(input.clientSecret) || existing?.clientId !== input.clientId;
    const saved = await tx.providerSettings.upsert({
      where: { id: ROW },
      create: { id: ROW, ...plain, ...secret, ...callback },
      update: { ...plain, ...secret, ...callback },
    });
    // A token issued for other credentials is worthless: drop it so the next call fetches one.
    if (changedCredentials) await tx.providerToken.deleteMany({});
    await inTransaction?.(tx);
    return saved;
  });
  settingsSaved();
  return stored;
}

/** Ends the rotation window: callbacks signed with the previous token are refused from now on. */
export async function clearPreviousCallbackToken(db: Db, inTransaction?: InTransaction): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.providerSettings.updateMany({
      where: { id: ROW },
      data: { previousCallbackTokenSealed: null, previousCallbackTokenSetAt: null },
    });
    await inTransaction?.(tx);
  });
  settingsSaved();
}

/** The provider client's configuration with its secret opened, or null while no connection is saved. */
export async function loadClientConfig(db: Db, keys: Keyring): Promise<ProviderClientConfigInput | null> {
  const row = await db.providerSettings.findUnique({ where: { id: ROW } });
  if (!row?.clientSecretSealed) return null;
  return {
    statusBaseUrl: row.statusBaseUrl,
    historyBaseUrl: row.historyBaseUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    clientSecret: open(row.clientSecretSealed, keys, CONTEXT.clientSecret),
    signingScheme: row.signingScheme,
    timeoutMs: row.timeoutMs,
  };
}

/**
 * The callback tokens the receiver accepts: the current one and, during a rotation, the previous one. A
 * previous token that cannot be opened (its key was dropped too early) is left out and logged, so the
 * current one keeps working; a current one that cannot be opened is an error (the receiver answers "retry").
 */
export async function loadCallbackTokens(db: Db, keys: Keyring): Promise<string[]> {
  const row = await db.providerSettings.findUnique({
    where: { id: ROW },
    select: { callbackTokenSealed: true, previousCallbackTokenSealed: true },
  });
  return openCallbackTokens(
    { current: row?.callbackTokenSealed ?? null, previous: row?.previousCallbackTokenSealed ?? null },
    keys,
  );
}

/** The rule of `loadCallbackTokens`, for the sealed values however they were read. */
export function openCallbackTokens(
  sealed: { current: string | null; previous: string | null },
  keys: Keyring,
): string[] {
  const tokens = sealed.current ? [open(sealed.current, keys, CONTEXT.callbackToken)] : [];
  if (sealed.previous) {
    try {
      tokens.push(open(sealed.previous, keys, CONTEXT.callbackToken));
    } catch (error) {
      log.warn("callback_previous_token_unreadable", { error });
    }
  }
  return tokens;
}
