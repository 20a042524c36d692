"use server";
import { revalidatePath } from "next/cache";
import { rememberedDeviceOfRequest } from "@/lib/auth/device-cookie";
import { carryReplacedSession } from "@/lib/auth/session-cookie";
import { defineAction } from "@/lib/safe-action";
import { userIdSchema } from "@/lib/users/schemas";
import {
  confirmTotpEnrollment,
  regenerateRecoveryCodes,
  removeOwnTotp,
  startTotpEnrollment,
} from "./account";
import { adminResetSecondFactors, adminSavePolicy } from "./admin";
import { addPasskey, removePasskey, startPasskeyRegistration } from "./passkey-account";
import { startPasskeyVerification, verifyWithPasskey } from "./passkey-verify";
import { relyingParty } from "./relying-party";
import {
  addPasskeySchema,
  codeSchema,
  passkeyIdSchema,
  policySchema,
  provePasskeySchema,
  stepUpSchema,
} from "./schemas";
import { confirmIdentity } from "./step-up";
import { verifySecondFactor } from "./verify";

// The sign-in step: only a session whose password was checked and whose second factor is still to come. A
// right proof replaces the session: the browser gets the new one's cookie.
export const verifySecondFactorAction = defineAction({
  name: "secondFactor.verify",
  permission: "account.self",
  stages: ["verify"],
  input: codeSchema,
  async run({ code }, { db, ...by }) {
    const device = await rememberedDeviceOfRequest();
    const { sessionId, ...verified } = await verifySecondFactor(db, { ...by, device }, code);
    if (sessionId) await carryReplacedSession(by.user, sessionId);
    return verified;
  },
});

export const passkeyVerifyOptionsAction = defineAction({
  name: "secondFactor.passkeyVerifyOptions",
  permission: "account.self",
  stages: ["verify"],
  run: async (_input, { db, ...by }) => startPasskeyVerification(db, by, relyingParty()),
});

export const verifyPasskeyAction = defineAction({
  name: "secondFactor.verifyPasskey",
  permission: "account.self",
  stages: ["verify"],
  input: provePasskeySchema,
  async run({ challengeId, response }, { db, ...by }) {
    const sessionId = await verifyWithPasskey(
      db,
      { ...by, device: await rememberedDeviceOfRequest() },
      { challengeId, response },
      relyingParty(),
    );
    if (sessionId) await carryReplacedSession(by.user, sessionId);
    return null;
  },
});

// Enrollment: from My account, or right after the password for a person whose roles require a factor and
// who has none yet (never a session waiting to verify a factor it has: that would skip it).
export const startTotpAction = defineAction({
  name: "secondFactor.startTotp",
  permission: "account.self",
  stages: ["complete", "enroll"],
  run: (_input, { db, ...by }) => startTotpEnrollment(db, by),
});

export const confirmTotpAction = defineAction({
  name: "secondFactor.confirmTotp",
  permission: "account.self",
  stages: ["complete", "enroll"],
  input: codeSchema,
  // No revalidation: the page drawn again would replace the enrollment, and its recovery codes are shown once.
  run: ({ code }, { db, ...by }) => confirmTotpEnrollment(db, by, code),
});

export const removeTotpAction = defineAction({
  name: "secondFactor.removeTotp",
  permission: "account.self",
  async run(_input, { db, ...by }) {
    await removeOwnTotp(db, by);
    revalidatePath("/settings/account");
    return null;
  },
});

export const regenerateRecoveryCodesAction = defineAction({
  name: "secondFactor.regenerateRecoveryCodes",
  permission: "account.self",
  async run(_input, { db, ...by }) {
    const codes = await regenerateRecoveryCodes(db, by);
    revalidatePath("/settings/account");
    return codes;
  },
});

export const resetSecondFactorsAction = defineAction({
  name: "secondFactor.reset",
  permission: "users.manage",
  input: userIdSchema,
  async run({ id }, { db, ...by }) {
    await adminResetSecondFactors(db, by, id);
    revalidatePath("/settings/users", "layout");
    return null;
  },
});

export const saveSecondFactorPolicyAction = defineAction({
  name: "secondFactor.savePolicy",
  permission: "users.manage",
  input: policySchema,
  async run(policy, { db, ...by }) {
    await adminSavePolicy(db, by, policy);
    revalidatePath("/settings/users");
    return null;
  },
});

export const passkeyRegistrationOptionsAction = defineAction({
  name: "secondFactor.passkeyRegistrationOptions",
  permission: "account.self",
  stages: ["complete", "enroll"],
  run: async (_input, { db, ...by }) => startPasskeyRegistration(db, by, relyingParty()),
});

export const addPasskeyAction = defineAction({
  name: "secondFactor.addPasskey",
  permission: "account.self",
  stages: ["complete", "enroll"],
  input: addPasskeySchema,
  async run({ challengeId, name, response }, { db, ...by }) {
    const added = await addPasskey(db, by, { challengeId, name, response }, relyingParty());
    revalidatePath("/settings/account");
    return added;
  },
});

export const removePasskeyAction = defineAction({
  name: "secondFactor.removePasskey",
  permission: "account.self",
  input: passkeyIdSchema,
  async run({ id }, { db, ...by }) {
    await removePasskey(db, by, id);
    revalidatePath("/settings/account");
    return null;
  },
});

// "Confirm it's you" before a change to the person's factors or password (lib/auth/step-up.ts). Also at the
// enrollment step, where the person has no factor yet and the password alone is asked.
export const stepUpAction = defineAction({
  name: "secondFactor.stepUp",
  permission: "account.self",
  stages: ["complete", "enroll"],
  input: stepUpSchema,
  async run({ password, code, challengeId, response }, { db, ...by }) {
    const passkey = challengeId && response ? { challengeId, response } : undefined;
    const device = await rememberedDeviceOfRequest();
    await confirmIdentity(db, { ...by, device }, { password, code, passkey }, relyingParty);
    return null;
  },
});

export const stepUpPasskeyOptionsAction = defineAction({
  name: "secondFactor.stepUpPasskeyOptions",
  permission: "account.self",
  run: (_input, { db, ...by }) => startPasskeyVerification(db, by, relyingParty()),
});
