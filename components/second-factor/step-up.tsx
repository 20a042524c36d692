"use client";
import { startAuthentication } from "@simplewebauthn/browser";
import { useTranslations } from "next-intl";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { useThrottleText } from "@/components/auth/use-throttle-text";
import { ActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  type FormAction,
  type FormActionFunction,
  type FormActionOptions,
  useFormAction,
} from "@/components/ui/use-form-action";
import type { ActionResult } from "@/lib/safe-action";
import { stepUpAction, stepUpPasskeyOptionsAction } from "@/lib/second-factor/actions";
import { passkeyCeremony } from "./passkey-ceremony";

/** Which second factors the person can prove in the dialog (none: the password alone is asked). */
export interface StepUpFactors {
  code: boolean;
  passkey: boolean;
}

/** Opens the dialog; true once the person confirmed, false when they closed it. */
type AskForProof = () => Promise<boolean>;

const StepUpContext = createContext<AskForProof | null>(null);

/**
 * useFormAction (components/ui/use-form-action.ts) for an action the server may refuse for want of a recent
 * proof (lib/auth/step-up.ts): the refusal is shown, the "confirm it's you" dialog opens, and once the person
 * has confirmed, the same form data is sent again, so nothing typed is lost. Without a StepUpProvider around,
 * the refusal is the answer. The dialog opens after the refusal has been drawn: React holds a transition's
 * updates until every action pending beside it ends, so the dialog's own form would wait for this one.
 */
export function useStepUpFormAction<T>(
  action: FormActionFunction<T>,
  options?: FormActionOptions,
): FormAction<T> {
  const ask = useContext(StepUpContext);
  const refusedFor = useRef<FormData | null>(null);
  const form = useFormAction<T>(
    useCallback(
      async (previous, formData) => {
        const result = await action(previous, formData);
        if (!result.ok && result.error === "step_up_required") refusedFor.current = formData;
        return result;
      },
      [action],
    ),
    options,
  );
  const send = form.action;
  useEffect(() => {
    const formData = refusedFor.current;
    refusedFor.current = null;
    if (!formData || !ask || form.result?.ok !== false) return;
    void ask().then((confirmed) => {
      if (confirmed) startTransition(() => send(formData));
    });
  }, [form.result, ask, send]);
  return form;
}

function proveIdentity(_previous: unknown, form: FormData): Promise<ActionResult<null>> {
  const password = String(form.get("password") ?? "");
  if (form.get("method") !== "passkey")
    return stepUpAction(null, { password, code: String(form.get("code") ?? "") });
  if (!password)
    return Promise.resolve({ ok: false, error: "invalid_input", fieldErrors: { password: ["required"] } });
  return passkeyCeremony(
    () => stepUpPasskeyOptionsAction(null, {}),
    startAuthentication,
    (proof) => stepUpAction(null, { password, ...proof }),
  );
}

function StepUpForm({
  factors,
  onConfirmed,
  returnFocus,
}: {
  factors: StepUpFactors;
  onConfirmed: () => void;
  returnFocus: () => void;
}) {
  const t = useTranslations("secondFactor");
  const throttleText = useThrottleText();
  const form = useFormAction(proveIdentity, {
    fieldOf: {
      wrong_password: "password",
      invalid_code: "code",
      code_used: "code",
      step_up_factor_missing: "code",
    },
    describe: (refusal) =>
      refusal.error === "throttled" && refusal.detail?.retryAfterMs !== undefined
        ? throttleText(refusal.detail.retryAfterMs / 1000)
        : undefined,
  });
  const confirmed = form.result?.ok === true;
  useEffect(() => {
    if (confirmed) onConfirmed();
  }, [confirmed, onConfirmed]);
  const withFactor = factors.code || factors.passkey;
  return (
    <DialogContent
      title={t("stepUp.title")}
      description={withFactor ? t("stepUp.withFactor") : t("stepUp.passwordOnly")}
      // Radix gives the focus back to a trigger; this dialog has none, so it goes back where it was.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <ActionForm form={form} className="grid gap-4">
        <Field id="step-up-password" label={t("stepUp.password")} errors={form.errors("password")}>
          <Input name="password" type="password" autoComplete="current-password" required />
        </Field>
        {factors.code && (
          <Field
            id="step-up-code"
            label={t("verify.code")}
            hint={t("verify.hint")}
            errors={form.errors("code")}
          >
            <Input name="code" autoComplete="one-time-code" maxLength={40} />
          </Field>
        )}
        <div className="flex flex-wrap gap-2">
          {(factors.code || !factors.passkey) && (
            <Button type="submit" disabled={form.pending || confirmed}>
              {t("stepUp.confirm")}
            </Button>
          )}
          {factors.passkey && (
            <Button
              type="submit"
              name="method"
              value="passkey"
              variant={factors.code ? "secondary" : "primary"}
              disabled={form.pending || confirmed}
            >
              {t("stepUp.usePasskey")}
            </Button>
          )}
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {t("stepUp.cancel")}
            </Button>
          </DialogClose>
        </div>
      </ActionForm>
    </DialogContent>
  );
}

/**
 * Where a change to the person's factors or password may be refused for want of a recent proof: the "confirm
 * it's you" dialog that the actions inside (useStepUpAction) open, then retry.
 */
export function StepUpProvider({ factors, children }: { factors: StepUpFactors; children: ReactNode }) {
  const [settle, setSettle] = useState<((confirmed: boolean) => void) | null>(null);
  const focusBefore = useRef<HTMLElement | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        focusBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setSettle(() => resolve);
      }),
    [],
  );
  const close = useCallback(
    (confirmed: boolean) => {
      settle?.(confirmed);
      setSettle(null);
    },
    [settle],
  );
  const onConfirmed = useCallback(() => close(true), [close]);
  return (
    <StepUpContext value={ask}>
      {children}
      <Dialog open={settle !== null} onOpenChange={(open) => !open && close(false)}>
        {settle && (
          <StepUpForm
            factors={factors}
            onConfirmed={onConfirmed}
            returnFocus={() => focusBefore.current?.focus()}
          />
        )}
      </Dialog>
    </StepUpContext>
  );
}
