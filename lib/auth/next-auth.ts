import { headers } from "next/headers";
import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { db } from "@/lib/db/client";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { clientIp } from "@/lib/request-ip";
import { currentSsoConfig } from "@/lib/sso/current-config";
import { completeSsoSignIn, recordSsoFailure, ssoFailureType } from "@/lib/sso/next-auth-callbacks";
import { SSO_PROVIDER_ID, ssoProviders } from "@/lib/sso/provider";
import { safeRedirectUrl } from "./callback-path";
import { rememberDevice, rememberedDevice } from "./device-cookie";
import { passkeyProvider } from "./passkey-provider";
import { signInSchema } from "./schemas";
import { sessionPolicy } from "./session-policy";
import { signInWithPassword } from "./sign-in";
import { endSession } from "./sign-out";

/** Carries why a sign-in was refused to the sign-in form (next-auth passes `code` through). */
class SignInRefused extends CredentialsSignin {
  constructor(code: string) {
    super();
    this.code = code;
  }
}

declare module "next-auth" {
  interface User {
    sid?: string;
  }
}

// next-auth only carries the session id in its signed, encrypted cookie: whether the session is still valid
// (idle, absolute expiry, disabled user, revoked) is decided in the database on every request (current-user.ts).
export const { handlers, auth, signIn, signOut } = NextAuth(async () => ({
  secret: env().AUTH_SECRET,
  trustHost: true,
  session: { strategy: "jwt", maxAge: env().SESSION_MAX_HOURS * 3600 },
  pages: { signIn: "/sign-in", error: "/sign-in" },
  // A refused sign-in is an expected answer (already audited), not an error with a stack trace.
  logger: {
    error(error) {
      if (error instanceof CredentialsSignin) return;
      const ssoFailure = ssoFailureType(error);
      if (ssoFailure) {
        void recordSsoFailure(ssoFailure).catch((e) => log.error("sso_failure_unrecorded", { error: e }));
        return;
      }
      log.error("auth_error", { error });
    },
    warn(code) {
      log.warn("auth_warning", { code });
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(raw, request) {
        const input = signInSchema.safeParse(raw);
        if (!input.success) throw new SignInRefused("invalid_input");
        // The same test next-auth makes for its own cookies (the request's URL follows X-Forwarded-Proto).
        const secure = new URL(request.url).protocol === "https:";
        const client = { ip: clientIp(request.headers), device: await rememberedDevice(secure) };
        const result = await signInWithPassword(db(), input.data, client, sessionPolicy());
        if (!result.ok) {
          throw new SignInRefused(
            result.reason === "throttled"
              ? `throttled_${Math.ceil(result.retryAfterMs / 1000)}`
              : result.reason,
          );
        }
        await rememberDevice({ userId: result.userId, deviceId: result.deviceId }, secure);
        return { id: result.userId, email: result.email, name: result.name, sid: result.sessionId };
      },
    }),
    passkeyProvider(),
    // Single sign-on joins while it is configured (lib/sso; its settings read at most every 30 s).
    ...ssoProviders(await currentSsoConfig()),
  ],
  events: {
    // next-auth's own POST /api/auth/signout only clears the cookie: the session must end in the database too.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await endSession(db(), sid, clientIp(await headers()));
    },
  },
  callbacks: {
    // Only a path of this app, however next-auth was called (its own routes take a callbackUrl too).
    redirect({ url, baseUrl }) {
      return safeRedirectUrl(url, baseUrl);
    },
    signIn({ user, account, profile }) {
      return account?.provider === SSO_PROVIDER_ID ? completeSsoSignIn(user, profile) : true;
    },
    jwt({ token, user }) {
      if (user?.sid) token.sid = user.sid;
      return token;
    },
    // What GET /api/auth/session gives page scripts: never the session id (`sid`), which is the key to the
    // session's row; the server reads it from the sealed cookie (session-cookie.ts).
    session({ session }) {
      return session;
    },
  },
}));
