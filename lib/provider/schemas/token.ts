import { z } from "zod";

export const tokenRequestBodySchema = z.object({ grant_type: z.literal("client_credentials") });

export const tokenResponseSchema = z.looseObject({
  status: z.unknown().optional(),
  username: z.string().optional(),
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expiry_token: z.union([z.int().positive(), z.string().regex(/^\d+$/).transform(Number)]),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;
