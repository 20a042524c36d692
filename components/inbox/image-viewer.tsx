"use client";
import { ImageOff, RotateCcw, RotateCw, Undo2, ZoomIn, ZoomOut } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { IconButton } from "@/components/ui/icon-button";
import { Skeleton } from "@/components/ui/skeleton";
import { IMAGE_FAILURES } from "@/lib/inbox/image-proxy/failures";

const ZOOM_STEP = 0.25;
const ZOOM_MIN = 0.5;
const ZOOM_MAX = 4;

const FAILURES = [...IMAGE_FAILURES, "not_found"] as const;
type Failure = (typeof FAILURES)[number] | "unexpected";

type Loaded = { state: "loading" } | { state: "ready"; url: string } | { state: "failed"; reason: Failure };

/** Loads an image through the app's proxy into an object URL: the failure reason comes from the proxy's answer. */
function useProxiedImage(src: string): [Loaded, (reason: Failure) => void] {
  const [loaded, setLoaded] = useState<Loaded>({ state: "loading" });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    setLoaded({ state: "loading" });
    fetch(src, { cache: "no-store", signal: abort.signal })
      .then(async (response) => {
        if (!response.ok) {
          const body = (await response.json().catch(() => ({}))) as { error?: string };
          const reason = FAILURES.find((f) => f === body.error) ?? "unexpected";
          setLoaded({ state: "failed", reason });
          return;
        }
        url = URL.createObjectURL(await response.blob());
        setLoaded({ state: "ready", url });
      })
      .catch(() => {
        if (!abort.signal.aborted) setLoaded({ state: "failed", reason: "unexpected" });
      });
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [src]);
  const fail = useCallback((reason: Failure) => setLoaded({ state: "failed", reason }), []);
  return [loaded, fail];
}

/** One identity image with zoom (scrolls when larger than its frame) and rotation in quarter turns. */
export function ImageViewer({
  src,
  title,
  alt,
  host,
}: {
  src: string;
  title: string;
  alt: string;
  host: string | null;
}) {
  const t = useTranslations("inbox.images");
  const [attempt, setAttempt] = useState(0);
  // A retry asks again with a fresh address (the proxy ignores the query), which re-runs the fetch.
  const [loaded, fail] = useProxiedImage(attempt ? `${src}?attempt=${attempt}` : src);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const frame = useRef<HTMLElement>(null);
  const [frameSize, setFrameSize] = useState({ width: 0, height: 0 });
  const [natural, setNatural] = useState({ width: 0, height: 0 });

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setFrameSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // At 100% the whole image fits the frame (turned sideways, its width is what must fit the frame's height);
  // zooming scales that size, and the frame scrolls.
  const sideways = rotation % 180 !== 0;
  const [fitWidth, fitHeight] = sideways
    ? [frameSize.height, frameSize.width]
    : [frameSize.width, frameSize.height];
  const fit =
    natural.width && natural.height
      ? Math.min((fitWidth * 0.96) / natural.width, (fitHeight * 0.96) / natural.height)
      : 0;
  const size = fit ? { width: `${natural.width * fit * zoom}px` } : { maxWidth: "100%", maxHeight: "100%" };
  const zoomBy = (delta: number) => setZoom((z) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z + delta)));

  return (
    <figure className="grid gap-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-medium">{title}</span>
        {host && <span className="text-xs text-muted-foreground">{t("from", { host })}</span>}
      </figcaption>
      <section
        ref={frame}
        // Scrollable when zoomed: focusable, so keyboard users can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard
        tabIndex={0}
        aria-label={title}
        className="grid h-72 overflow-auto rounded-md border bg-muted/40 sm:h-80"
        // "safe": a zoomed image overflowing the frame can still be scrolled to its top-left corner.
        style={{ placeItems: "safe center" }}
      >
        {loaded.state === "loading" && (
          <span className="grid w-full place-items-center gap-2 p-6">
            <Skeleton className="h-40 w-4/5" />
            <span className="text-xs text-muted-foreground">{t("loading")}</span>
          </span>
        )}
        {loaded.state === "failed" && (
          <div role="alert" className="grid max-w-sm justify-items-center gap-3 p-6 text-center text-sm">
            <ImageOff className="h-8 w-8 text-muted-foreground" aria-hidden />
            <p>{t(`failures.${loaded.reason}`)}</p>
            {["upstream", "timeout", "unexpected"].includes(loaded.reason) && (
              <Button size="sm" variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
                {t("retry")}
              </Button>
            )}
          </div>
        )}
        {loaded.state === "ready" && (
          // biome-ignore lint/performance/noImgElement: an object URL from the proxy, not an optimisable asset
          <img
            src={loaded.url}
            alt={alt}
            onError={() => fail("broken")}
            onLoad={(event) =>
              setNatural({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
            className="max-w-none origin-center transition-transform"
            style={{ ...size, transform: `rotate(${rotation}deg)` }}
          />
        )}
      </section>
      <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label={title}>
        <IconButton
          icon={ZoomOut}
          label={t("zoomOut")}
          onClick={() => zoomBy(-ZOOM_STEP)}
          disabled={loaded.state !== "ready" || zoom <= ZOOM_MIN}
        />
        <output className="w-20 text-center text-xs tabular-nums text-muted-foreground" aria-live="polite">
          {t("zoom", { percent: Math.round(zoom * 100) })}
        </output>
        <IconButton
          icon={ZoomIn}
          label={t("zoomIn")}
          onClick={() => zoomBy(ZOOM_STEP)}
          disabled={loaded.state !== "ready" || zoom >= ZOOM_MAX}
        />
        <IconButton
          icon={RotateCcw}
          label={t("rotateLeft")}
          onClick={() => setRotation((r) => (r + 270) % 360)}
          disabled={loaded.state !== "ready"}
        />
        <IconButton
          icon={RotateCw}
          label={t("rotateRight")}
          onClick={() => setRotation((r) => (r + 90) % 360)}
          disabled={loaded.state !== "ready"}
        />
        <IconButton
          icon={Undo2}
          label={t("reset")}
          onClick={() => {
            setZoom(1);
            setRotation(0);
          }}
          disabled={loaded.state !== "ready" || (zoom === 1 && rotation === 0)}
        />
      </div>
    </figure>
  );
}
