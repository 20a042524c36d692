import { beforeEach, describe, expect, it, vi } from "vitest";
import { getCurrentUser } from "@/lib/auth/current-user";
import { can, ROLES, type Role } from "@/lib/auth/roles";
import { db } from "@/lib/db/client";
import { createJob } from "@/lib/exports/jobs";
import { createExportSchema } from "@/lib/exports/schemas";
import { makeUser, resetDb } from "@/test/db";
import { GET as download } from "./[id]/download/route";
import { GET as list } from "./route";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));

async function signedInAs(roles: Role[]) {
  const user = await makeUser(roles);
  vi.mocked(getCurrentUser).mockResolvedValue({
    id: user.id,
    email: user.email,
    name: user.name,
    roles,
    locale: "en",
    timeZone: "Asia/Jakarta",
    sessionId: "s",
  });
  return user;
}

async function queuedJob(ownerId: string) {
  const input = createExportSchema.parse({
    userId: "user-1",
    scope: "all",
    confirmLarge: "on",
    format: "csv",
    columns: ["seq"],
  });
  return createJob(db(), input, {
    ownerId,
    locale: "en",
    timeZone: "Asia/Jakarta",
    maxEntries: 10,
    sinceAt: null,
  });
}

const downloadOf = (id: string) =>
  download(new Request("http://app.test/"), { params: Promise.resolve({ id }) });

describe("export route handlers", () => {
  beforeEach(() => resetDb());

  for (const role of ROLES.filter((r) => can([r], "exports.use"))) {
    const seesAll = can([role], "exports.manageAll");
    it(`${role}: lists and downloads ${seesAll ? "everyone's" : "only their own"} exports`, async () => {
      const other = await makeUser(["manager"]);
      const othersJob = await queuedJob(other.id);
      const me = await signedInAs([role]);
      const mine = await queuedJob(me.id);

      const listed = (await (await list()).json()) as { jobs: { id: string }[] };
      expect(listed.jobs.map((job) => job.id).sort()).toEqual(
        (seesAll ? [mine.id, othersJob.id] : [mine.id]).sort(),
      );
      // A queued job is not ready; one the viewer may not see does not exist for them.
      expect((await downloadOf(mine.id)).status).toBe(409);
      expect((await downloadOf(othersJob.id)).status).toBe(seesAll ? 409 : 404);
    });
  }
});
