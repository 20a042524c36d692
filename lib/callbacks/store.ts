import type { Keyring } from "@/lib/crypto/secret-box";
import { dialectOfUrl } from "@/lib/db/dialect";
import { newId } from "@/lib/db/new-id";
import type { UpgradeNotification } from "@/lib/provider/schemas/upgrade-notification";
import { createPostgresCallbackStore } from "./store-postgres";
import {
  type DeliveryRow,
  type NotificationRows,
  notificationRows,
  type ReceivedBody,
  type RefusalOutcome,
  type StoredDelivery,
} from "./store-rows";
import { createSqliteCallbackStore } from "./store-sqlite";

export type { DeliveryOutcome, ReceivedBody, StoredDelivery } from "./store-rows";

/** The two sealed callback tokens as they are stored now (null: none saved). */
export interface SealedCallbackTokens {
  current: string | null;
  previous: string | null;
}

export type RefusalRow = Omit<DeliveryRow, "id" | "outcome" | "decisionId" | "shape"> & {
  outcome: RefusalOutcome;
};

/**
 * Where the receiver writes. It speaks to the database through the driver, not Prisma: the receiver is the
 * one path that must keep up with the provider's bursts, and Prisma's query compilation costs more CPU per
 * statement than everything else a delivery does (bench/callbacks.bench.ts measures it). The rows are the
 * schema's, written as Prisma writes them (ids like cuids, the same date format), so the rest of the app
 * reads them with Prisma as usual.
 */
export interface CallbackStore {
  /** Stores a valid notification once, with its delivery (see `planStore`); resolves after the commit. */
  store(rows: NotificationRows): Promise<StoredDelivery>;
  /** Records a refused delivery of a verified sender; resolves with its id after the commit. */
  recordRefusal(row: DeliveryRow): Promise<string>;
  /** A cheap read of the sealed callback tokens, for the per-instance token cache. */
  readSealedCallbackTokens(): Promise<SealedCallbackTokens>;
  close(): Promise<void>;
}

export function createCallbackStore(url: string): CallbackStore {
  return dialectOfUrl(url) === "sqlite" ? createSqliteCallbackStore(url) : createPostgresCallbackStore(url);
}

const holder = globalThis as unknown as { __callbackStore?: { url: string; store: CallbackStore } };

/** This process's store for DATABASE_URL (one across route bundles and dev-server reloads). */
export function callbackStore(): CallbackStore {
  const url = process.env.DATABASE_URL || "file:./data/app.db";
  if (holder.__callbackStore?.url !== url) {
    void holder.__callbackStore?.store.close();
    holder.__callbackStore = { url, store: createCallbackStore(url) };
  }
  return holder.__callbackStore.store;
}

/** Closes this process's store (tests, shutdown). */
export async function closeCallbackStore(): Promise<void> {
  const current = holder.__callbackStore;
  holder.__callbackStore = undefined;
  await current?.store.close();
}

/** Stores one valid notification durably and idempotently, with its delivery; see `planStore`. */
export function storeNotification(
  store: CallbackStore,
  notification: UpgradeNotification,
  body: ReceivedBody,
  keys: Keyring,
): Promise<StoredDelivery> {
  return store.store(notificationRows(notification, body, keys));
}

/** A refused delivery: kept for the record (never the token), with the body when the sender was verified. */
export function recordRefusal(store: CallbackStore, refusal: RefusalRow): Promise<string> {
  return store.recordRefusal({ ...refusal, id: newId(), shape: null, decisionId: null });
}
