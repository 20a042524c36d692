"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useSessionEnding } from "@/components/shell/session-ending";
import { buttonVariants } from "@/components/ui/button";
import type { Arrival } from "@/lib/inbox/query";

// Polling rather than server-sent events: a callback may land on any app instance, so a push would need a
// shared channel; one indexed query every few seconds per open tab (paused while the tab is hidden) needs none.
export const POLL_MS = 5_000;

async function fetchLatest({ signal }: { signal: AbortSignal }): Promise<Arrival> {
  const response = await fetch("/api/inbox/latest", { cache: "no-store", signal });
  if (!response.ok) throw new Error(`inbox latest: ${response.status}`);
  return (await response.json()) as Arrival;
}

/**
 * The one poll of the inbox: the list's arrivals and the navigation's count share it (one request per tick). It
 * stops while the session ends.
 */
export function useLatestArrival() {
  const { ending } = useSessionEnding();
  return useQuery({
    queryKey: ["inbox", "latest"],
    queryFn: fetchLatest,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
    enabled: !ending,
  });
}

/**
 * Keeps the list current without a reload. On the first page of the newest-first view new decisions are
 * drawn in at once and announced; elsewhere (another page, oldest first) a link offers to show them, so the
 * rows under the reader's eyes do not move.
 */
export function LiveUpdates({
  initial,
  autoRefresh,
  newestHref,
}: {
  initial: Arrival;
  autoRefresh: boolean;
  newestHref: string;
}) {
  const t = useTranslations("inbox.live");
  const router = useRouter();
  const [announcement, setAnnouncement] = useState("");
  const latest = useLatestArrival();
  const current = latest.data;
  // Only what is newer than the page: the navigation's poll may hold an answer from before it was drawn.
  const newer = current?.newestAt && (initial.newestAt === null || current.newestAt > initial.newestAt);
  const arrived = current && newer ? Math.max(current.total - initial.total, 1) : 0;

  useEffect(() => {
    if (arrived === 0 || !autoRefresh) return;
    setAnnouncement(t("arrived", { count: arrived }));
    router.refresh();
  }, [arrived, autoRefresh, router, t]);

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => setAnnouncement(""), 10_000);
    return () => clearTimeout(timer);
  }, [announcement]);

  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {latest.isError && <p className="text-sm text-muted-foreground">{t("paused")}</p>}
      {announcement && (
        <p className="rounded-md border border-primary/30 bg-accent px-3 py-2 text-sm">{announcement}</p>
      )}
      {arrived > 0 && !autoRefresh && (
        <Link href={newestHref} className={buttonVariants({ variant: "secondary", size: "sm" })}>
          {t("show", { count: arrived })}
        </Link>
      )}
    </div>
  );
}
