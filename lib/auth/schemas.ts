import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: "password_too_short" })
  .max(200, { message: "password_too_long" });

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: "email_invalid" }).max(200, { message: "too_long" })),
  password: z.string().min(1, { message: "required" }).max(200, { message: "password_too_long" }),
});
export type SignInInput = z.infer<typeof signInSchema>;
