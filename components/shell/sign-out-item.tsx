"use client";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { useTransition } from "react";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { signOutAction } from "@/lib/auth/actions";
import { useSessionEnding } from "./session-ending";

export function SignOutItem({ label }: { label: string }) {
  const [pending, startTransition] = useTransition();
  const { end } = useSessionEnding();
  const queryClient = useQueryClient();
  const signOut = () => {
    end();
    void queryClient.cancelQueries();
    startTransition(() => signOutAction());
  };
  return (
    <DropdownMenuItem disabled={pending} onSelect={signOut}>
      <LogOut className="h-4 w-4" aria-hidden />
      {label}
    </DropdownMenuItem>
  );
}
