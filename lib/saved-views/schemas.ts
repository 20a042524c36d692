import { z } from "zod";
import { ROLES } from "@/lib/auth/roles";
import { rowIdSchema } from "@/lib/db/schemas";
import { SAVED_VIEW_PAGES } from "./pages";

export const MAX_VIEW_NAME_LENGTH = 80;
/** The longest query string a view keeps. */
export const MAX_VIEW_QUERY_LENGTH = 2_000;
/** How many views one person keeps of one page. */
export const MAX_VIEWS_PER_PAGE = 30;

const page = z.enum(SAVED_VIEW_PAGES);
const name = z
  .string({ message: "required" })
  .trim()
  .min(1, { message: "required" })
  .max(MAX_VIEW_NAME_LENGTH, { message: "too_long" });
// A form sends no field for no role ticked, one string for one, an array for several.
const roles = z
  .union([z.enum(ROLES), z.array(z.enum(ROLES)).max(ROLES.length)])
  .optional()
  .transform((value) => [...new Set(value === undefined ? [] : [value].flat())]);

export const saveViewSchema = z.object({
  page,
  name,
  // Checked against the page's own filter schema by the service (viewQueryOf), after this bound.
  query: z.string().max(MAX_VIEW_QUERY_LENGTH, { message: "too_long" }),
  roles,
});
export const renameViewSchema = z.object({ id: rowIdSchema, name });
export const shareViewSchema = z.object({ id: rowIdSchema, roles });
export const viewIdSchema = z.object({ id: rowIdSchema });
/** No id: the page opens with no view. */
export const defaultViewSchema = z.object({ page, id: rowIdSchema.optional() });
