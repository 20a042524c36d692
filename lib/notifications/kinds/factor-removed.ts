import { factorChangeKind } from "./factor-added";

/** A second factor was removed from one's own account by oneself. */
export const factorRemoved = factorChangeKind();
