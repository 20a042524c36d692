import { createHash, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";
import type { Db } from "@/lib/db/client";

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");

/**
 * A passkey held in memory, as an authenticator would hold it: a P-256 key whose public half is saved for a
 * user, and answers to challenges signed the way WebAuthn signs them (user present and verified). Like the
 * passkeys phones and password managers sync, it keeps no signature counter (always 0), so only the
 * challenge stops an answer from being used twice.
 */
export interface SoftwarePasskey {
  id: string;
  answer(challenge: string, origin: string, rpID: string): AuthenticationResponseJSON;
}

export async function addSoftwarePasskey(
  db: Db,
  userId: string,
  id = "software-passkey-1",
): Promise<SoftwarePasskey> {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? "", "base64url")],
      [-3, Buffer.from(jwk.y ?? "", "base64url")],
    ]),
  );
  await db.passkey.create({
    data: {
      id: b64url(id),
      userId,
      name: "Software key",
      publicKey: b64url(cose),
      counter: 0n,
      transports: "",
    },
  });
  return {
    id: b64url(id),
    answer: (challenge, origin, rpID) => answer(privateKey, b64url(id), userId, { challenge, origin, rpID }),
  };
}

function answer(
  privateKey: KeyObject,
  id: string,
  userId: string,
  to: { challenge: string; origin: string; rpID: string },
): AuthenticationResponseJSON {
  const clientData = Buffer.from(
    JSON.stringify({ type: "webauthn.get", challenge: to.challenge, origin: to.origin }),
  );
  // rpIdHash, flags (user present 0x01, user verified 0x04), signature counter (none kept: 0).
  const authenticatorData = Buffer.concat([
    createHash("sha256").update(to.rpID).digest(),
    Buffer.from([0x05]),
    Buffer.alloc(4),
  ]);
  const signature = sign(
    "sha256",
    Buffer.concat([authenticatorData, createHash("sha256").update(clientData).digest()]),
    privateKey,
  );
  return {
    id,
    rawId: id,
    type: "public-key",
    response: {
      clientDataJSON: b64url(clientData),
      authenticatorData: b64url(authenticatorData),
      signature: b64url(signature),
      userHandle: b64url(userId),
    },
    clientExtensionResults: {},
  };
}
