"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "./button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "./dialog";

/** A button that asks first: what it does and a Cancel, in a dialog that keeps the focus until answered. */
export function ConfirmButton({
  label,
  title,
  description,
  confirm,
  destructive,
  disabled,
  onConfirm,
  trigger,
}: {
  label: string;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  /** How the button that opens the dialog looks, where it differs from the confirming one (a row's small action). */
  trigger?: { variant: "ghost" | "secondary"; size?: "sm"; ariaLabel?: string };
}) {
  const t = useTranslations("common");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={trigger?.variant ?? (destructive ? "destructive" : "secondary")}
          size={trigger?.size}
          aria-label={trigger?.ariaLabel}
          disabled={disabled}
        >
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t("cancel")}</Button>
          </DialogClose>
          <Button
            variant={destructive ? "destructive" : "primary"}
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
