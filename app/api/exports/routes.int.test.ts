import { beforeEach, describe, expect, it, vi } from "vitest";
import { can, ROLES, type Role } from "@/lib/auth/roles";
import { makeUser, resetDb } from "@/test/db";
import { queueExport } from "@/test/export-job";
import { signInAs } from "@/test/signed-in";
import { GET as download } from "./[id]/download/route";
import { GET as list } from "./route";

vi.mock("@/lib/auth/current-user", () => ({ getCurrentUser: vi.fn() }));
vi.mock("@/lib/auth/next-auth", () => ({ auth: vi.fn(), signIn: vi.fn(), signOut: vi.fn() }));

async function signedInAs(roles: Role[]) {
  const user = await makeUser(roles);
  signInAs({ id: user.id, email: user.email, name: user.name, roles });
  return user;
}

const queuedJob = (ownerId: string) => queueExport(ownerId);

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

      const listed = (await (await list(new Request("http://app.test/api/exports"))).json()) as {
        jobs: { id: string }[];
      };
      expect(listed.jobs.map((job) => job.id).sort()).toEqual(
        (seesAll ? [mine.id, othersJob.id] : [mine.id]).sort(),
      );
      // A queued job is not ready; one the viewer may not see does not exist for them.
      expect((await downloadOf(mine.id)).status).toBe(409);
      expect((await downloadOf(othersJob.id)).status).toBe(seesAll ? 409 : 404);
    });
  }
});
