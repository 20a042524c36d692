import type { AccessToken, TokenStore } from "./token-store";

/** A TokenStore for one process (tests, scripts): single flight through one shared in-flight promise. */
export class MemoryTokenStore implements TokenStore {
  private current: AccessToken | null;
  private inFlight: Promise<AccessToken> | null = null;

  constructor(initial: AccessToken | null = null) {
    this.current = initial;
  }

  async get(): Promise<AccessToken | null> {
    return this.current;
  }

  refresh(fetchNew: () => Promise<AccessToken>, staleToken?: string): Promise<AccessToken> {
    if (this.inFlight) return this.inFlight;
    if (this.current && this.current.token !== staleToken) return Promise.resolve(this.current);
    const flight = fetchNew()
      .then((fresh) => {
        this.current = fresh;
        return fresh;
      })
      .finally(() => {
        this.inFlight = null;
      });
    this.inFlight = flight;
    return flight;
  }
}
