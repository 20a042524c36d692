import { z } from "zod";

export const tokenResponseSchema = z.looseObject({
  status: z.unknown().optional(),
  username: z.string().optional(),
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expiry_token: z.union([z.int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
});
