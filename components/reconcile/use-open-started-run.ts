"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { RUNS_KEY, runHref } from "./run-href";

/** Once a form has started a run: the runs list is asked again, and the run's own page opens. */
export function useOpenStartedRun(started: string | null) {
  const queryClient = useQueryClient();
  const router = useRouter();
  useEffect(() => {
    if (!started) return;
    void queryClient.invalidateQueries({ queryKey: RUNS_KEY });
    router.push(runHref(started));
  }, [started, queryClient, router]);
}
