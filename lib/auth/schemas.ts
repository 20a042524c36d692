import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 200;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: "password_too_short" })
  .max(PASSWORD_MAX_LENGTH, { message: "password_too_long", abort: true });

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, { message: "too_long" })
    .pipe(z.email({ message: "email_invalid" })),
  password: z
    .string()
    .min(1, { message: "required" })
    .max(PASSWORD_MAX_LENGTH, { message: "password_too_long" }),
});
export type SignInInput = z.infer<typeof signInSchema>;
