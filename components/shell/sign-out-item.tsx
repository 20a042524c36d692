"use client";
import { LogOut } from "lucide-react";
import { useTransition } from "react";
import { signOutAction } from "@/app/(app)/settings/account/actions";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";

export function SignOutItem({ label }: { label: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <DropdownMenuItem disabled={pending} onSelect={() => startTransition(() => signOutAction())}>
      <LogOut className="h-4 w-4" aria-hidden />
      {label}
    </DropdownMenuItem>
  );
}
