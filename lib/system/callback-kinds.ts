import type { CallbackKind } from "./overview-types";

/** Deliveries with a valid token and body: the provider is getting through. */
export const VALID_OUTCOMES: readonly CallbackKind[] = ["stored", "duplicate", "conflict"];
/** Refused for their token: a wrong or old token at the provider, or someone probing. */
export const TOKEN_REFUSALS: readonly CallbackKind[] = ["unauthorized", "rate_limited"];
/** Refused for their body: the provider may have changed the notification's shape. */
export const SHAPE_REFUSALS: readonly CallbackKind[] = ["invalid", "missing_field"];
