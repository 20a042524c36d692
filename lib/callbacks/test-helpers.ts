// Shared by the receiver's tests: a valid notification, a delivery request, and a saved connection whose
// callback tokens the receiver accepts.

import { keyring } from "@/lib/crypto/keys";
import type { Db } from "@/lib/db/client";
import { providerSettingsSchema } from "@/lib/provider-connection/schemas";
import { saveSettings } from "@/lib/provider-connection/settings";

export const CALLBACK_URL = "http://127.0.0.1:3000/v1.0/snap/account/upgrade/notify";
export const CURRENT_TOKEN = "cb-current-0123456789-abcdefghijklmnop";
export const PREVIOUS_TOKEN = "cb-previous-9876543210-zyxwvutsrqponml";

type Json = Record<string, unknown>;

export function approvedNotification(reference = "UPG-0001", overrides: Json = {}): Json {
  return {
    originalReferenceNo: reference,
    custId: "user-0042",
    motherMaidenName: "Siti Aminah",
    status: "approved",
    additionalInfo: {
      type: "upgrade_account",
      identificationCardImageUrl: "http://127.0.0.1:4010/images/ktp/user-0042.png",
      selfieImageUrl: "http://127.0.0.1:4010/images/selfie/user-0042.png",
      benefits: ["Batas saldo naik menjadi Rp20.000.000"],
    },
    ...overrides,
  };
}

export function rejectedVariant(reference = "UPG-0002"): Json {
  return {
    originalReferenceNo: reference,
    custId: "user-0043",
    motherMaidenName: "Dewi Lestari",
    additionalInfo: {
      type: "cdd",
      status: "rejected",
      identificationCardImageUrl: "http://127.0.0.1:4010/images/ktp/user-0043.png",
      selfieImageUrl: "http://127.0.0.1:4010/images/selfie/user-0043.png",
      rejectReasons: ["Foto KTP buram atau tidak terbaca"],
    },
  };
}

export function delivery(
  body: unknown,
  options: { token?: string | null; contentType?: string | null; method?: string; raw?: boolean } = {},
): Request {
  const headers = new Headers({ Accept: "application/json" });
  const token = options.token === undefined ? CURRENT_TOKEN : options.token;
  if (token !== null) headers.set("x-callback-token", token);
  const contentType = options.contentType === undefined ? "application/json" : options.contentType;
  if (contentType !== null) headers.set("content-type", contentType);
  const method = options.method ?? "POST";
  return new Request(CALLBACK_URL, {
    method,
    headers,
    body: method === "GET" ? undefined : options.raw ? (body as string) : JSON.stringify(body),
  });
}

export async function acceptTokens(db: Db, tokens: string[]): Promise<void> {
  const base = {
    statusBaseUrl: "http://127.0.0.1:4010",
    historyBaseUrl: "http://127.0.0.1:4010",
    tokenUrl: "http://127.0.0.1:4010/oauth/token/accesstoken",
    clientId: "partner",
    clientSecret: "secret",
    timeoutMs: "5000",
  };
  for (const callbackToken of tokens) {
    await saveSettings(db, providerSettingsSchema.parse({ ...base, callbackToken }), keyring(), "test");
  }
}
