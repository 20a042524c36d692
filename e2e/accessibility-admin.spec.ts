import { sendDecisions, sweepRole } from "./accessibility";

// The admin opens the most pages: a file of its own, so that its sweep can run beside the others.
sendDecisions();
sweepRole("admin");
