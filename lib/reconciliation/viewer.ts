import { can, type Role } from "@/lib/auth/roles";

/** Whose runs a person sees, exports and cancels: their own, or everyone's with `reconcile.viewAll`. */
export interface RunViewer {
  id: string;
  seesAll: boolean;
}

export function runViewer(user: { id: string; roles: readonly Role[] }): RunViewer {
  return { id: user.id, seesAll: can(user.roles, "reconcile.viewAll") };
}
