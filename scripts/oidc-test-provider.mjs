// A real OpenID provider (oidc-provider) on loopback for the e2e tests of single sign-on, started by
// playwright.config.ts. Test-only: its development login form takes any of OIDC_TEST_ACCOUNTS with any
// password, and consent is taken as given. Configured by e2e/env.ts through the environment.
import Provider from "oidc-provider";

const port = Number(process.env.OIDC_TEST_PORT);
const issuer = `http://127.0.0.1:${port}`;
/** Login → the claims the provider vouches for (`email_verified` false for an address it has not checked). */
const accounts = JSON.parse(process.env.OIDC_TEST_ACCOUNTS ?? "{}");

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.OIDC_TEST_CLIENT_ID,
      client_secret: process.env.OIDC_TEST_CLIENT_SECRET,
      redirect_uris: [process.env.OIDC_TEST_REDIRECT_URI],
      grant_types: ["authorization_code"],
      response_types: ["code"],
    },
  ],
  // The claims go into the ID token, which is what the app reads (as most company providers send them).
  conformIdTokenClaims: false,
  claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "groups"] },
  pkce: { methods: ["S256"], required: () => true },
  cookies: { keys: ["e2e-oidc-provider-cookie-key"] },
  features: { devInteractions: { enabled: true } },
  async findAccount(_ctx, id) {
    const claims = accounts[id];
    if (!claims) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...claims }) };
  },
  // A first-party client: consent is given, so the test meets only the login form.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({
      clientId: ctx.oidc.client.clientId,
      accountId: ctx.oidc.session.accountId,
    });
    grant.addOIDCScope("openid email profile");
    await grant.save();
    return grant;
  },
});

const server = provider.listen(port, "127.0.0.1");
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => server.close(() => process.exit(0)));
