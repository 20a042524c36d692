export type AccessToken = {
  token: string;
  /** Epoch milliseconds after which the provider no longer accepts the token. */
  expiresAt: number;
};

/**
 * Where the shared access token lives. The provider keeps one active token per client and issuing a new
 * one expires the previous, so every instance must share one token and refresh it one at a time.
 */
export interface TokenStore {
  get(): Promise<AccessToken | null>;
  /**
   * Replaces the token with `fetchNew()` unless another caller already did. Implementations guarantee a
   * single call to `fetchNew` at a time across every caller sharing the store. When `staleToken` is given
   * and the stored token is already a different one, the stored token is returned without fetching; without
   * `staleToken`, any stored token is returned and a fetch happens only when the store is empty.
   */
  refresh(fetchNew: () => Promise<AccessToken>, staleToken?: string): Promise<AccessToken>;
}
