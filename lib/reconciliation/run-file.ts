import { type Keyring, open, seal } from "@/lib/crypto/secret-box";

/** The secret-box context of an uploaded ledger: a sealed file copied into another column does not open there. */
export const RECONCILE_FILE_CONTEXT = "reconcile-file";

/** The uploaded ledger sealed like other customer data: its bytes as base64, under the current key. */
export function sealRunFile(bytes: Uint8Array, keys: Keyring): string {
  return seal(Buffer.from(bytes).toString("base64"), keys.current, RECONCILE_FILE_CONTEXT);
}

export function openRunFile(sealed: string, keys: Keyring): Uint8Array {
  return new Uint8Array(Buffer.from(open(sealed, keys, RECONCILE_FILE_CONTEXT), "base64"));
}
