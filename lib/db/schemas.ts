import { z } from "zod";

/** A row's id as a form or an action sends it. */
export const rowIdSchema = z.string().min(1).max(50);
