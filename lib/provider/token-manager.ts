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

  /** After the provider refused `rejected`: get a replacement (fetched once, whoever asks first). */
  async replace(rejected: string): Promise<string> {
    const fresh = await this.options.store.refresh(this.options.fetchNew, rejected);
    return fresh.token;
  }
}
