import { randomUUID } from "node:crypto";
import { type Keyring, open, SecretBoxError, seal } from "@/lib/crypto/secret-box";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { log } from "@/lib/log";
import type { AccessToken, TokenStore } from "@/lib/provider/token-store";

const ROW = "default";
export const TOKEN_CONTEXT = "providerToken";
const CONTEXT = TOKEN_CONTEXT;

export interface DbTokenStoreOptions {
  /** Seals with the current key; opens a token sealed under any key of the ring. */
  key: Keyring;
  /** How long one instance may hold the right to fetch a token before others may take it over. */
  leaseMs?: number;
  pollMs?: number;
  /** How long a caller waits for another instance's refresh before giving up. */
  waitMs?: number;
  owner?: string;
}

export class TokenRefreshTimeout extends Error {
  constructor() {
    super("waited too long for another instance to refresh the provider token");
    this.name = "TokenRefreshTimeout";
  }
}

/**
 * The access token shared by every app instance through the database. A refresh takes a lease on the row
 * with a conditional update (atomic on SQLite and PostgreSQL alike), so one instance at a time asks the
 * provider for a token; the others wait and then read the token it stored.
 */
export function createDbTokenStore(db: Db, options: DbTokenStoreOptions): TokenStore {
  const { key, leaseMs = 15_000, pollMs = 50, waitMs = 30_000, owner = randomUUID() } = options;
  let inFlight: Promise<AccessToken> | null = null;

  async function read(): Promise<AccessToken | null> {
    const row = await db.providerToken.findUnique({ where: { id: ROW } });
    if (!row?.tokenSealed || !row.expiresAt) return null;
    try {
      return { token: open(row.tokenSealed, key, CONTEXT), expiresAt: row.expiresAt.getTime() };
    } catch (error) {
      if (!(error instanceof SecretBoxError)) throw error;
      // The token is disposable: one that no configured key opens is fetched again instead of failing calls.
      log.warn("provider_token_unreadable", { error });
      return null;
    }
  }

  const satisfies = (current: AccessToken | null, staleToken?: string): current is AccessToken =>
    current !== null && (staleToken === undefined || current.token !== staleToken);

  async function takeLease(): Promise<boolean> {
    await db.providerToken.create({ data: { id: ROW } }).catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
    const now = new Date();
    const { count } = await db.providerToken.updateMany({
      where: { id: ROW, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
      data: { leaseOwner: owner, leaseUntil: new Date(now.getTime() + leaseMs) },
    });
    return count === 1;
  }

  async function refreshAcrossInstances(fetchNew: () => Promise<AccessToken>, staleToken?: string) {
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      const current = await read();
      if (satisfies(current, staleToken)) return current;
      if (await takeLease()) {
        try {
          // Another instance may have stored a token between our read and our lease.
          const stored = await read();
          if (satisfies(stored, staleToken)) return stored;
          const fresh = await fetchNew();
          await db.providerToken.update({
            where: { id: ROW },
            data: {
              tokenSealed: seal(fresh.token, key.current, CONTEXT),
              expiresAt: new Date(fresh.expiresAt),
              refreshedAt: new Date(),
            },
          });
          return fresh;
        } finally {
          await db.providerToken.updateMany({
            where: { id: ROW, leaseOwner: owner },
            data: { leaseOwner: null, leaseUntil: null },
          });
        }
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    throw new TokenRefreshTimeout();
  }

  // The token this instance last read or stored, used without reading the row again until it expires. When
  // another instance replaced it meanwhile, the provider refuses it and the client asks `refresh` with it as
  // the stale token, which reads the row first (lib/provider/token-manager.ts): one refused call at most.
  let known: AccessToken | null = null;

  return {
    async get() {
      if (known && known.expiresAt > Date.now()) return known;
      known = await read();
      return known;
    },
    refresh(fetchNew, staleToken) {
      // Callers in this process share one refresh; the lease covers the other processes.
      inFlight ??= refreshAcrossInstances(fetchNew, staleToken)
        .then((token) => {
          known = token;
          return token;
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
