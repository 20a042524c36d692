"use client";
import { useTranslations } from "next-intl";
import { parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { useEffect, useRef, useState } from "react";
import { useCodeText } from "@/components/provider-codes/provider-codes";
import { useFocusOnArrival } from "@/components/use-focus-on-arrival";
import {
  identifierProblem,
  LOOKUP_CHOICES,
  type LookupChoice,
  normalizeIdentifier,
} from "@/lib/lookup/identifier";
import { LOOKUP_ORIGINS, type RecentLookup } from "@/lib/lookup/schemas";
import { LookupError } from "./lookup-error";
import { LookupForm } from "./lookup-form";
import { LookupIntro } from "./lookup-intro";
import { NotFoundPanel } from "./not-found-panel";
import { RecentLookups } from "./recent-lookups";
import { ResultCard } from "./result-card";
import { ResultSkeleton } from "./result-skeleton";
import { markLookupRequested } from "./timing";
import { useLookupResult, useRecentLookups } from "./use-lookup";

// The URL carries the lookup (`/lookup?q=…&kind=…`), so a link pasted into a ticket opens the same result;
// `from=history` marks one a history entry's link opened, until the person searches themselves.
const urlState = {
  q: parseAsString.withDefault(""),
  kind: parseAsStringLiteral(LOOKUP_CHOICES),
  from: parseAsStringLiteral(LOOKUP_ORIGINS),
};

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

export function LookupWorkspace({
  initialRecent,
  canManageProvider,
}: {
  initialRecent: RecentLookup[];
  canManageProvider: boolean;
}) {
  const t = useTranslations("lookup");
  const [url, setUrl] = useQueryStates(urlState, { history: "push" });
  const active = normalizeIdentifier(url.q);
  const activeChoice: LookupChoice = url.kind ?? "auto";
  const activeProblem = active ? identifierProblem(active) : null;
  const origin = url.from ?? undefined;
  const result = useLookupResult(activeProblem ? "" : active, activeChoice, origin);
  const recent = useRecentLookups(initialRecent);

  const inputRef = useRef<HTMLInputElement>(null);
  useFocusOnArrival(inputRef);
  const [draft, setDraft] = useState(active);
  const [choice, setChoice] = useState<LookupChoice>(activeChoice);
  const [problem, setProblem] = useState<string | null>(activeProblem);

  // The URL changes on Back/Forward too: the box shows what the result is for.
  useEffect(() => {
    const q = normalizeIdentifier(url.q);
    setDraft(q);
    setChoice(url.kind ?? "auto");
    setProblem(q ? identifierProblem(q) : null);
  }, [url.q, url.kind]);

  // "/" brings the focus back to the box from anywhere on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  function search(raw: string, kind: LookupChoice) {
    const q = normalizeIdentifier(raw);
    const issue = identifierProblem(q);
    setDraft(q);
    setChoice(kind);
    setProblem(issue);
    if (issue) {
      inputRef.current?.focus();
      return;
    }
    markLookupRequested();
    if (q === active && kind === activeChoice && !activeProblem && !origin) void result.refetch();
    else void setUrl({ q, kind: kind === "auto" ? null : kind, from: null });
  }

  function clear() {
    setDraft("");
    setProblem(null);
    void setUrl({ q: null, from: null });
    inputRef.current?.focus();
  }

  const codeText = useCodeText();
  const searching = result.isFetching;
  const answer = result.data;
  const announcement = !active
    ? ""
    : result.isPending && searching
      ? t("announce.loading", { query: active })
      : answer?.outcome === "found"
        ? t("announce.found", { status: codeText("trxStatus", answer.record.trxStatus).text })
        : answer?.outcome === "not_found"
          ? t("announce.notFound", { query: answer.query })
          : "";

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="grid min-w-0 gap-4">
        <LookupForm
          draft={draft}
          choice={choice}
          problem={problem}
          searching={searching}
          inputRef={inputRef}
          onDraftChange={(value) => {
            setDraft(value);
            if (problem) setProblem(null);
          }}
          onChoiceChange={setChoice}
          onSearch={() => search(draft, choice)}
          onClear={clear}
        />
        <section aria-labelledby="lookup-result-heading" aria-busy={searching} className="grid gap-4">
          <h2 id="lookup-result-heading" className="sr-only">
            {t("result.heading")}
          </h2>
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
          {!active || activeProblem ? (
            <LookupIntro />
          ) : (
            <>
              {result.isPending && <ResultSkeleton />}
              {result.isError && (
                <LookupError
                  error={result.error}
                  failedAt={result.errorUpdatedAt}
                  retrying={searching}
                  canManageProvider={canManageProvider}
                  onRetry={() => {
                    markLookupRequested();
                    void result.refetch();
                  }}
                />
              )}
              {answer?.outcome === "found" && (
                <ResultCard
                  answer={answer}
                  checkedAt={result.dataUpdatedAt}
                  refreshing={searching}
                  onRefresh={() => void result.refetch()}
                />
              )}
              {answer?.outcome === "not_found" && (
                <NotFoundPanel
                  answer={answer}
                  fromHistory={origin === "history"}
                  refreshing={searching}
                  onRetry={() => void result.refetch()}
                />
              )}
            </>
          )}
        </section>
      </div>
      <RecentLookups
        entries={recent.data}
        loadFailed={recent.isError}
        activeQuery={active}
        onRepeat={(entry) => search(entry.query, entry.kind)}
      />
    </div>
  );
}
