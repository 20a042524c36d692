import type { AuditBy } from "./audit";

export type AuditActor = NonNullable<AuditBy["user"]>;

/** Who asks for something and from which address: what a lib function needs to audit what it does for them. */
export interface Requester<User extends AuditActor = AuditActor> {
  user: User;
  ip: string | null;
}
