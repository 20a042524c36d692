import { can, type Role } from "@/lib/auth/roles";

/** Whose exports a person sees, downloads and cancels: their own, or everyone's. */
export interface ExportViewer {
  id: string;
  seesAll: boolean;
}

export function exportViewer(user: { id: string; roles: readonly Role[] }): ExportViewer {
  return { id: user.id, seesAll: can(user.roles, "exports.manageAll") };
}
