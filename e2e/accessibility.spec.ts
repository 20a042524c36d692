import { ROLES } from "../lib/auth/roles";
import { sendDecisions, sweepRole, sweepSignedOut } from "./accessibility";

// Every role but the admin, whose sweep is accessibility-admin.spec.ts.
sendDecisions();
sweepSignedOut();
for (const role of ROLES.filter((r) => r !== "admin")) sweepRole(role);
