"use client";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useErrorText } from "@/components/use-error-text";
import { USER_ID_MAX_LENGTH, type UserIdProblem, userIdProblem } from "@/lib/history/user-id";

export function UserIdForm({
  current,
  onOpen,
}: {
  current: string | null;
  onOpen: (userId: string) => void;
}) {
  const t = useTranslations("history.form");
  const errorText = useErrorText();
  const id = useId();
  // A user id from the URL that cannot be asked for is explained, not silently ignored.
  const [problem, setProblem] = useState<UserIdProblem | null>(() =>
    current ? userIdProblem(current) : null,
  );

  // Checked here, not by an action: nothing resets the form, so what was typed stays; the focus goes back to it.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem("user") as HTMLInputElement;
    const found = userIdProblem(field.value);
    setProblem(found);
    if (found) field.focus();
    else onOpen(field.value.trim());
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
      <div className="w-full max-w-sm">
        <Field
          id={id}
          label={t("label")}
          hint={t("hint")}
          errors={errorText.fields(problem ? [problem] : undefined)}
          announce
        >
          <Input
            name="user"
            // A new user from the URL (Back, a shared link) replaces what was typed.
            key={current ?? ""}
            defaultValue={current ?? ""}
            placeholder={t("placeholder")}
            autoComplete="off"
            spellCheck={false}
            maxLength={USER_ID_MAX_LENGTH + 10}
          />
        </Field>
      </div>
      <Button type="submit" className="sm:mt-5">
        <Search className="h-4 w-4" aria-hidden />
        {t("submit")}
      </Button>
    </form>
  );
}
