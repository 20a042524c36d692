import type { InfiniteQueryObserverResult } from "@tanstack/react-query";

type PagedQuery = Pick<
  InfiniteQueryObserverResult,
  "hasNextPage" | "isFetchingNextPage" | "isFetchNextPageError" | "fetchNextPage"
>;

/**
 * Asks for the next page of the history once: a second ask while it is on its way (the load-ahead effect
 * runs on every scroll frame, often from a render that has not seen the fetch start yet) joins that request.
 * TanStack's default would cancel it and start the same page again, and a server action cannot be stopped:
 * the provider would be called twice and the first answer thrown away.
 */
export function loadNextPage(query: PagedQuery): void {
  if (!query.hasNextPage || query.isFetchingNextPage || query.isFetchNextPageError) return;
  void query.fetchNextPage({ cancelRefetch: false });
}

/** The person's own "load more" or "retry": after a failure too, still never a second request for a page. */
export function retryNextPage(query: Pick<PagedQuery, "fetchNextPage">): void {
  void query.fetchNextPage({ cancelRefetch: false });
}
