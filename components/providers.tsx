"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { type ReactNode, useState } from "react";
import { SessionEndingProvider } from "./shell/session-ending";

/** Client-side state for signed-in pages: one query client per browser tab, URL state through nuqs. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 60_000, gcTime: 30 * 60_000, refetchOnWindowFocus: false, retry: false },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <NuqsAdapter>
        <SessionEndingProvider>{children}</SessionEndingProvider>
      </NuqsAdapter>
    </QueryClientProvider>
  );
}
