import { InfiniteQueryObserver, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { loadNextPage } from "./next-page";

/** A history of three pages whose answers the test releases one by one, counting every request. */
function pagedHistory() {
  const requested: number[] = [];
  const pending: (() => void)[] = [];
  const client = new QueryClient();
  const observer = new InfiniteQueryObserver(client, {
    queryKey: ["history", "user-long"],
    queryFn: ({ pageParam }: { pageParam: number }) =>
      new Promise<number[]>((resolve) => {
        requested.push(pageParam);
        pending.push(() => resolve([pageParam]));
      }),
    initialPageParam: 0,
    getNextPageParam: (last: number[]) => ((last[0] ?? 0) < 2 ? (last[0] ?? 0) + 1 : undefined),
  });
  const unsubscribe = observer.subscribe(() => {});
  const answer = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { observer, requested, answer, unsubscribe };
}

describe("loadNextPage", () => {
  it("requests each page once when the feed asks again and again from renders that missed the fetch", async () => {
    const { observer, requested, answer, unsubscribe } = pagedHistory();
    await answer();
    expect(observer.getCurrentResult().data?.pages).toEqual([[0]]);

    // Three scroll frames render before the fetch shows as started: all three see "not fetching".
    const stale = observer.getCurrentResult();
    loadNextPage(stale);
    loadNextPage(stale);
    loadNextPage(stale);
    await answer();
    expect(requested).toEqual([0, 1]);
    expect(observer.getCurrentResult().data?.pages).toEqual([[0], [1]]);

    const next = observer.getCurrentResult();
    loadNextPage(next);
    loadNextPage(next);
    await answer();
    expect(requested).toEqual([0, 1, 2]);
    // The end: nothing more is asked for.
    loadNextPage(observer.getCurrentResult());
    expect(requested).toEqual([0, 1, 2]);
    unsubscribe();
  });
});
