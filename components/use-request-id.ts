"use client";
import { useSyncExternalStore } from "react";
import { REQUEST_ID_COOKIE } from "@/lib/request-id";

function readRequestId(): string | null {
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === REQUEST_ID_COOKIE && value) return decodeURIComponent(value);
  }
  return null;
}

const unchanging = () => () => {};

/** The id of the last page request this browser made (proxy.ts's cookie), to quote from an error page. */
export function useLastRequestId(): string | null {
  return useSyncExternalStore(unchanging, readRequestId, () => null);
}
