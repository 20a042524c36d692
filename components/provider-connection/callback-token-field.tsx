"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { generateCallbackToken } from "@/lib/provider-connection/callback-token";

/**
 * The callback token field: typed (hidden) or generated in the browser and shown once, for the admin to copy
 * and hand to the provider before saving. It is never shown again after the save (the form remounts it).
 */
export function CallbackTokenField({ hint, errors }: { hint: string; errors?: string[] }) {
  const t = useTranslations("providerConnection");
  const [value, setValue] = useState("");
  const [generated, setGenerated] = useState(false);
  // A generated token is valid by construction: an error about the value it replaced (too short) no longer
  // applies, and must not hide the note that this is the only time the token is shown.
  const shownErrors = generated ? undefined : errors;
  return (
    <Field
      id="callbackToken"
      label={t("fields.callbackToken")}
      hint={generated ? t("generatedCallbackToken") : hint}
      errors={shownErrors}
    >
      <div className="flex items-center gap-2">
        <Input
          name="callbackToken"
          type={generated ? "text" : "password"}
          autoComplete="new-password"
          spellCheck={false}
          className={generated ? "font-mono" : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setGenerated(false);
          }}
        />
        {generated && <CopyButton value={value} label={t("copyCallbackToken")} />}
        <Button
          type="button"
          variant="secondary"
          className="shrink-0"
          onClick={() => {
            setValue(generateCallbackToken());
            setGenerated(true);
          }}
        >
          {t("generateCallbackToken")}
        </Button>
      </div>
    </Field>
  );
}
