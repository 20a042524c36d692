import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface SecretKey {
  version: number;
  /** 32 bytes. */
  key: Buffer;
}

/**
 * The keys this process knows: `current` seals every new value; `previous` (older keys during a rotation, or a
 * newer one staged before it becomes current) only open values sealed under their version.
 */
export interface Keyring {
  current: SecretKey;
  previous: readonly SecretKey[];
}

export function keyringOf(current: SecretKey, previous: readonly SecretKey[] = []): Keyring {
  return { current, previous };
}

/** Every key that may open a value, the current one first. */
export function keysOf(ring: Keyring): readonly SecretKey[] {
  return [ring.current, ...ring.previous];
}

export type SecretBoxFailure = "format" | "unknown_version" | "unreadable";

export class SecretBoxError extends Error {
  constructor(
    message: string,
    readonly reason: SecretBoxFailure,
    /** The key version the value names, when it names one. */
    readonly version: number | null = null,
  ) {
    super(message);
    this.name = "SecretBoxError";
  }
}

const FORMAT = "sb1";
const IV_BYTES = 12;
/** GCM's full tag: a shorter one (Node.js accepts down to 4 bytes) would make a forgery 2^96 times easier. */
const TAG_BYTES = 16;

/**
 * Seals a secret with AES-256-GCM under a random 96-bit IV. `context` (e.g. the setting's name) is bound as
 * additional data, so a sealed value copied into another field does not open there.
 * Output: `sb1.<key version>.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export function seal(plaintext: string, { version, key }: SecretKey, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString("base64url"));
  return [FORMAT, String(version), ...parts].join(".");
}

/** The prefix every value sealed under `version` starts with (to find values still to re-seal). */
export function sealedPrefix(version: number): string {
  return `${FORMAT}.${version}.`;
}

/** The key version a sealed value names, or null when it is not a sealed value. */
export function sealedVersion(sealed: string): number | null {
  const [format, version] = sealed.split(".", 2);
  if (format !== FORMAT || version === undefined || !/^[1-9]\d*$/.test(version)) return null;
  const number = Number(version);
  return Number.isSafeInteger(number) ? number : null;
}

/**
 * Opens a sealed secret with the key of the version it names, from a keyring or a list of keys; any change to
 * it, or a wrong key, is an error. Errors never hold the value, only its key version.
 */
export function open(sealed: string, keys: Keyring | readonly SecretKey[], context: string): string {
  const [format, version, iv, tag, ciphertext, ...rest] = sealed.split(".");
  const named = sealedVersion(sealed);
  if (format !== FORMAT || named === null || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new SecretBoxError("stored secret is not in the expected format", "format");
  }
  const known = "current" in keys ? keysOf(keys) : keys;
  const key = known.find((k) => k.version === named);
  if (!key) {
    const configured = known.map((k) => k.version).join(", ") || "none";
    throw new SecretBoxError(
      `stored secret was sealed with encryption key version ${version}, which is not configured ` +
        `(configured versions: ${configured}); add that key to ENCRYPTION_KEYS_PREVIOUS`,
      "unknown_version",
      named,
    );
  }
  const ivBytes = Buffer.from(iv, "base64url");
  const tagBytes = Buffer.from(tag, "base64url");
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
    throw new SecretBoxError("stored secret is not in the expected format", "format", named);
  }
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretBoxError(
      `stored secret could not be opened with encryption key version ${version}: it was altered or sealed with another key`,
      "unreadable",
      named,
    );
  }
}
