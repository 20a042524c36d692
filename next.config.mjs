import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

// The Content-Security-Policy carries a per-request nonce, so proxy.ts sets it; the rest are static.
const securityHeaders = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  // A page this app opens, or that opens it, gets no handle on the other's window (no tab-nabbing, no XS-Leaks).
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
];

/** @type {import("next").NextConfig} */
const nextConfig = {
  // Lets parallel builds (and their e2e servers) keep apart: NEXT_DIST_DIR=.next-something.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    authInterrupts: true,
    // ACTION_BODY_LIMIT_BYTES (lib/http/body-limits.ts): the largest action input, not Next.js's default 1 MB.
    serverActions: { bodySizeLimit: 21 * 1024 * 1024 },
    // proxy.ts must see a body past that limit whole to refuse it (413), not Next.js's first 10 MB of it.
    proxyClientMaxBodySize: 24 * 1024 * 1024,
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
