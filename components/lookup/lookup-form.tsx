"use client";
import { LoaderCircle, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useErrorText } from "@/components/use-error-text";
import {
  guessKind,
  identifierProblem,
  LOOKUP_CHOICES,
  type LookupChoice,
  normalizeIdentifier,
} from "@/lib/lookup/identifier";
import { cn } from "@/lib/ui/cn";

export const LOOKUP_INPUT_ID = "lookup-q";

/** The one search box: identifier, the kind toggle, Enter to search and Esc to clear. */
export function LookupForm({
  draft,
  choice,
  problem,
  searching,
  inputRef,
  onDraftChange,
  onChoiceChange,
  onSearch,
  onClear,
}: {
  draft: string;
  choice: LookupChoice;
  problem: string | null;
  searching: boolean;
  inputRef: Ref<HTMLInputElement>;
  onDraftChange: (draft: string) => void;
  onChoiceChange: (choice: LookupChoice) => void;
  onSearch: () => void;
  onClear: () => void;
}) {
  const t = useTranslations("lookup.form");
  const kinds = useTranslations("lookup.kinds");
  const errorText = useErrorText();
  const cleaned = normalizeIdentifier(draft);
  const guess = choice === "auto" && cleaned && !identifierProblem(cleaned) ? guessKind(cleaned) : null;
  return (
    <search aria-label={t("label")}>
      {/* A plain GET to this page until the script runs: an early Enter still opens the deep link. */}
      <form
        method="get"
        action="/lookup"
        className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm md:p-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
      >
        <Label htmlFor={LOOKUP_INPUT_ID} className="text-base">
          {t("label")}
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={LOOKUP_INPUT_ID}
            ref={inputRef}
            name="q"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                onClear();
              }
            }}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t("placeholder")}
            aria-invalid={Boolean(problem)}
            aria-describedby={`${LOOKUP_INPUT_ID}-hint${problem ? ` ${LOOKUP_INPUT_ID}-error` : ""}`}
            className="h-11 font-mono text-base placeholder:font-sans"
          />
          <Button type="submit" className="h-11 sm:w-32">
            {searching ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />
            ) : (
              <Search className="h-4 w-4" aria-hidden />
            )}
            {t("submit")}
          </Button>
        </div>
        {problem && (
          <p id={`${LOOKUP_INPUT_ID}-error`} role="alert" className="text-sm text-destructive">
            {errorText.fields([problem])?.[0]}
          </p>
        )}
        <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <legend className="sr-only">{t("kindLegend")}</legend>
          <span aria-hidden className="text-sm text-muted-foreground">
            {t("kindLegend")}
          </span>
          <div className="inline-flex flex-wrap gap-1 rounded-md border bg-muted p-1">
            {LOOKUP_CHOICES.map((option) => (
              <label key={option} className="cursor-pointer">
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={choice === option}
                  onChange={() => onChoiceChange(option)}
                  className="peer sr-only"
                />
                <span
                  className={cn(
                    "inline-flex h-8 items-center rounded px-3 text-sm text-muted-foreground",
                    "peer-checked:bg-card peer-checked:font-medium peer-checked:text-foreground peer-checked:shadow-sm",
                    "peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring",
                  )}
                >
                  {t(`choices.${option}`)}
                </span>
              </label>
            ))}
          </div>
          {guess && (
            <span className="text-xs text-muted-foreground" data-testid="lookup-guess">
              {t("detected", { kind: kinds(guess) })}
            </span>
          )}
        </fieldset>
        <p id={`${LOOKUP_INPUT_ID}-hint`} className="text-xs text-muted-foreground">
          {t("hint")}
        </p>
      </form>
    </search>
  );
}
