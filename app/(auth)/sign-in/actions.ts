"use server";
import { AuthError } from "next-auth";
import { safeCallbackPath } from "@/lib/auth/callback-path";
import { signIn } from "@/lib/auth/next-auth";
import { signInSchema } from "@/lib/auth/sign-in";

export interface SignInState {
  error?: string;
  /** With error "throttled": how long until the next attempt may be made. */
  retryAfterSeconds?: number;
  fieldErrors?: Record<string, string[]>;
  email?: string;
}

export async function signInAction(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const email = String(formData.get("email") ?? "");
  const input = signInSchema.safeParse({ email, password: formData.get("password") ?? "" });
  if (!input.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of input.error.issues) fieldErrors[String(issue.path[0])] = [issue.message];
    return { error: "invalid_input", fieldErrors, email };
  }
  try {
    await signIn("credentials", {
      ...input.data,
      redirectTo: safeCallbackPath(formData.get("callbackUrl")),
    });
    return {};
  } catch (error) {
    // A successful sign-in ends in a redirect, which Next.js implements by throwing: let it through.
    if (!(error instanceof AuthError)) throw error;
    const code = "code" in error && typeof error.code === "string" ? error.code : "invalid_credentials";
    const throttled = /^throttled_(\d+)$/.exec(code);
    if (throttled) return { error: "throttled", retryAfterSeconds: Number(throttled[1]), email };
    return { error: code, email };
  }
}
