import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface SecretKey {
  version: number;
  /** 32 bytes. */
  key: Buffer;
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

const FORMAT = "sb1";

/**
 * Seals a secret with AES-256-GCM under a random 96-bit IV. `context` (e.g. the setting's name) is bound as
 * additional data, so a sealed value copied into another field does not open there.
 * Output: `sb1.<key version>.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function seal(plaintext: string, { version, key }: SecretKey, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString("base64url"));
  return [FORMAT, String(version), ...parts].join(".");
}

/** Opens a sealed secret with the key of its version; any change to it, or a wrong key, is an error. */
export function open(sealed: string, keys: readonly SecretKey[], context: string): string {
  const [format, version, iv, tag, ciphertext, ...rest] = sealed.split(".");
  if (format !== FORMAT || !version || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new SecretBoxError("stored secret is not in the expected format");
  }
  const key = keys.find((k) => String(k.version) === version);
  if (!key) throw new SecretBoxError(`no encryption key of version ${version} is configured`);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretBoxError("stored secret could not be opened: it was altered or sealed with another key");
  }
}
