"use client";
import { LogOut } from "lucide-react";
import { useTransition } from "react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { signOutAction } from "@/lib/auth/actions";

export function SignOutItem({ label }: { label: string }) {
  const [pending, startTransition] = useTransition();
  return (
    <DropdownMenuItem disabled={pending} onSelect={() => startTransition(() => signOutAction())}>
      <LogOut className="h-4 w-4" aria-hidden />
      {label}
    </DropdownMenuItem>
  );
}
