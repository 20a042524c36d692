import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: "password_too_short" })
  .max(200, { message: "password_too_long" });
