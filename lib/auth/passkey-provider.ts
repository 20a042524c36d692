import { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { clientIp } from "@/lib/request-ip";
import { signInWithPasskey } from "@/lib/second-factor/passkey-sign-in";
import { passkeyAddress, relyingParty } from "@/lib/second-factor/relying-party";
import { provePasskeySchema } from "@/lib/second-factor/schemas";
import { sessionPolicy } from "./session-policy";

class PasskeyRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

/**
 * Passwordless sign-in with a passkey (lib/second-factor/passkey-sign-in.ts): the browser's answer to a
 * challenge this app issued, checked against the app's configured address (relying-party.ts).
 */
export function passkeyProvider() {
  return Credentials({
    id: "passkey",
    credentials: { challengeId: {}, response: {} },
    async authorize(raw, request) {
      const input = provePasskeySchema.safeParse(raw);
      if (!input.success) throw new PasskeyRefused("passkey_failed");
      if (!passkeyAddress(env())) throw new PasskeyRefused("passkeys_unavailable");
      const result = await signInWithPasskey(
        db(),
        input.data,
        clientIp(request.headers),
        sessionPolicy(),
        relyingParty(),
      );
      if (!result.ok) throw new PasskeyRefused(result.reason);
      return { id: result.userId, email: result.email, name: result.name, sid: result.sessionId };
    },
  });
}
