import { z } from "zod";
import { ROLES, roleSchema } from "@/lib/auth/roles";
import type { SecondFactorPolicy } from "./policy";

/** A code of the authenticator app (six digits) or a recovery code, as typed. */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(40, { message: "too_long" })
    .transform((code) => code.replace(/\s/g, "")),
});

// A form sends one value for one checked box and several for several; none checked sends nothing.
const roleList = z.preprocess(
  (value) =>
    value === undefined || value === null || value === "" ? [] : Array.isArray(value) ? value : [value],
  z.array(roleSchema, { message: "invalid_choice" }).max(ROLES.length, { message: "invalid_choice" }),
);

/** The roles that must have a second factor; every other role need not. */
export const policySchema = z
  .object({ required: roleList })
  .transform(
    ({ required }) =>
      Object.fromEntries(ROLES.map((role) => [role, required.includes(role)])) as SecondFactorPolicy,
  );

/** JSON of a WebAuthn answer as the browser library built it, in the shape SimpleWebAuthn reads. */
// Each part of an answer is base64url text inside the JSON, bounded like the whole.
const part = z.string().max(32_000);

function webAuthnJson<T extends z.ZodType>(response: T) {
  return z
    .string()
    .max(32_000, { message: "too_long" })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "invalid" });
        return z.NEVER;
      }
    })
    .pipe(
      z.looseObject({
        id: z.string().min(1).max(1_024),
        rawId: z.string().min(1).max(1_024),
        type: z.literal("public-key"),
        response,
        clientExtensionResults: z.looseObject({}),
        authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      }),
    );
}

const registrationResponse = webAuthnJson(
  z.looseObject({
    clientDataJSON: part,
    attestationObject: part,
    transports: z
      .array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]))
      .optional(),
  }),
);

const authenticationResponse = webAuthnJson(
  z.looseObject({
    clientDataJSON: part,
    authenticatorData: part,
    signature: part,
    userHandle: part.optional(),
  }),
);

// A stored challenge's id, or a passwordless sign-in's signed challenge (about 100 characters).
const challengeId = z.string().min(1).max(200);

export const addPasskeySchema = z.object({
  challengeId,
  name: z.string().trim().min(1, { message: "required" }).max(60, { message: "too_long" }),
  response: registrationResponse,
});

export const provePasskeySchema = z.object({ challengeId, response: authenticationResponse });

export const passkeyIdSchema = z.object({ id: z.string().min(1).max(1_024) });

/**
 * "Confirm it's you": the password, and a code (of the app or a recovery code) or a passkey's answer when the
 * person has a factor. An empty code field counts as none.
 */
export const stepUpSchema = z.object({
  password: z.string().min(1, { message: "required" }).max(200, { message: "password_too_long" }),
  code: z.preprocess((value) => (value === "" ? undefined : value), codeSchema.shape.code.optional()),
  challengeId: challengeId.optional(),
  response: authenticationResponse.optional(),
});
