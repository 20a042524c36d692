/**
 * The only server actions not made by defineAction, all in lib/auth/actions.ts, each with why: defineAction
 * serves a session with a permission, and these serve whoever has no session yet, or any. They answer as
 * defineAction does (a refused input through `invalidInput`, a refusal as a message key under `errors.`).
 * The architecture test and the authorization test read this list; nothing else may join it.
 */
export const ACTIONS_WITHOUT_DEFINE_ACTION: Readonly<Record<string, string>> = {
  signInAction: "public: it is how a visitor becomes a user",
  signOutAction: "needs no permission: it ends whatever session there is",
  passkeySignInOptionsAction: "public: the challenge a passkey signs to sign in",
  passkeySignInAction: "public: it is how a visitor becomes a user, with a passkey",
};
