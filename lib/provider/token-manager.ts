import type { AccessToken, TokenStore } from "./token-store";

export type TokenManagerOptions = {
  store: TokenStore;
  fetchNew: () => Promise<AccessToken>;
  /** Refresh this long before the provider's expiry so a request never leaves with a token about to lapse. */
  refreshMarginMs: number;
  now: () => number;
};

export class TokenManager {
  constructor(private readonly options: TokenManagerOptions) {}

  async current(): Promise<string> {
    const { store, fetchNew, refreshMarginMs, now } = this.options;
    const stored = await store.get();
    if (stored && stored.expiresAt - refreshMarginMs > now()) return stored.token;
    const fresh = await store.refresh(fetchNew, stored?.token);
    return fresh.token;
  }

  /**
   * After the provider refused `rejected`: a replacement (fetched once, whoever asks first). `fetched` says
   * whether this call asked the provider for it; otherwise it is one another caller or instance stored, which
   * the provider may have revoked too (a revocation of every token at once).
   */
  async replace(rejected: string): Promise<{ token: string; fetched: boolean }> {
    let fetched = false;
    const fresh = await this.options.store.refresh(() => {
      fetched = true;
      return this.options.fetchNew();
    }, rejected);
    return { token: fresh.token, fetched };
  }
}
