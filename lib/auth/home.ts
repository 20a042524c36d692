import { can, type Role } from "./roles";
import { APP_ROUTES } from "./routes";

/** The pages a person can choose to start on: the work areas of the navigation. */
export const LANDINGS = ["lookup", "history", "inbox", "exports"] as const;
export type Landing = (typeof LANDINGS)[number];

// The inbox opens as a reviewer's queue: what still waits, rejections first (they need the closer look).
const LANDING_QUERY: Partial<Record<Landing, string>> = { inbox: "?review=unreviewed&sort=rejected_first" };

/** Where each role's work is. */
const ROLE_HOMES: Record<Role, Landing> = {
  agent: "lookup",
  compliance: "inbox",
  manager: "exports",
  admin: "lookup",
};
// Several roles: the one whose work is narrowest decides (a reviewer who also administers reviews).
const HOME_PRECEDENCE: readonly Role[] = ["compliance", "manager", "agent", "admin"];

const ACCOUNT_PAGE = "/settings/account";

function routeOf(landing: Landing) {
  const route = APP_ROUTES.find((candidate) => candidate.nav?.label === landing);
  if (!route) throw new Error(`no route for landing ${landing}`);
  return route;
}

/** The start pages these roles may open, in the navigation's order. */
export function landingsFor(roles: readonly Role[]): Landing[] {
  return LANDINGS.filter((landing) => can(roles, routeOf(landing).permission));
}

/** The start page the roles give when the person has not chosen one. */
export function homeFor(roles: readonly Role[]): Landing | null {
  const allowed = landingsFor(roles);
  const role = HOME_PRECEDENCE.find((candidate) => roles.includes(candidate));
  const home = role ? ROLE_HOMES[role] : undefined;
  return home && allowed.includes(home) ? home : (allowed[0] ?? null);
}

export function landingPath(landing: Landing): string {
  return routeOf(landing).path + (LANDING_QUERY[landing] ?? "");
}

/** Where sign-in and "/" take a person: their choice while their roles allow it, else their roles' home. */
export function startPath(roles: readonly Role[], chosen: string | null): string {
  const allowed = landingsFor(roles);
  const landing = allowed.find((candidate) => candidate === chosen) ?? homeFor(roles);
  return landing ? landingPath(landing) : ACCOUNT_PAGE;
}
