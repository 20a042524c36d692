import { vi } from "vitest";
import { getCurrentUser } from "@/lib/auth/current-user";
import type { Role } from "@/lib/auth/roles";
import type { SessionUser } from "@/lib/auth/sessions";

/**
 * Makes `getCurrentUser` answer with this person (or with nobody, `null`) for what the test calls next. The test
 * file mocks the module itself, as vitest requires: `vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser:
 * vi.fn() }))`.
 */
export function signInAs(person: (Partial<SessionUser> & { roles: Role[] }) | null): SessionUser | null {
  const user = person && {
    id: "u-test",
    email: "reviewer@example.test",
    name: "Reviewer",
    locale: "en",
    timeZone: "Asia/Jakarta",
    sessionId: "s",
    ...person,
  };
  vi.mocked(getCurrentUser).mockResolvedValue(user);
  return user;
}
