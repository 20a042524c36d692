import "server-only";
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { env } from "@/lib/env";

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful sign-in
 * leaves the browser a signed note "this browser signed in as user X". Attempts that carry a valid note for
 * the account they try are counted in that device's own bucket, so the failures of strangers, which cannot
 * forge a note, never slow its owner down. It proves nothing about the password and opens no session: a
 * stolen note only buys the thief the owner's slow bucket instead of the strangers' one. So it outlives
 * sign-out, and is renewed at every sign-in.
 */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

const VERSION = "d1";
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;
// A note from the future is refused, allowing for clocks of instances that disagree a little.
const CLOCK_SKEW_S = 300;

/** `__Host-`: behind TLS the browser keeps it only if it is Secure, for this host, on every path. */
export function deviceCookieName(secure: boolean): string {
  return secure ? "__Host-pbo.device" : "pbo.device";
}

/** A key of its own, derived from AUTH_SECRET, so the note can never be mistaken for another signature. */
export function deviceKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret, "", "partner-back-office device cookie v1", 32));
}

export function newDeviceId(): string {
  return randomBytes(16).toString("base64url");
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac("sha256", key).update(payload).digest();
}

export function signDevice(key: Buffer, device: KnownDevice, issuedAt: Date): string {
  const payload = [VERSION, device.userId, device.deviceId, Math.floor(issuedAt.getTime() / 1000)].join(".");
  return `${payload}.${mac(key, payload).toString("base64url")}`;
}

/** The device a cookie names, or null when it is missing, altered, too old or not one of ours. */
export function readDevice(key: Buffer, value: string | undefined, now: Date): KnownDevice | null {
  const parts = /^(d1)\.([a-z0-9]{1,64})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(
    value ?? "",
  );
  if (!parts) return null;
  const [, version = "", userId = "", deviceId = "", issued = "", signature = ""] = parts;
  const payload = [version, userId, deviceId, issued].join(".");
  const expected = mac(key, payload);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const age = now.getTime() / 1000 - Number(issued);
  if (age > DEVICE_COOKIE_MAX_AGE_S || age < -CLOCK_SKEW_S) return null;
  return { userId, deviceId };
}

/** The device this request's browser remembers, if its cookie is valid. */
export async function rememberedDevice(secure: boolean, now = new Date()): Promise<KnownDevice | null> {
  const value = (await cookies()).get(deviceCookieName(secure))?.value;
  return readDevice(deviceKey(env().AUTH_SECRET), value, now);
}

/**
 * The device this request's browser remembers, where the request alone cannot say whether it came over TLS
 * (a server action): the note is read under either name, since its signature, not its name, is what makes
 * it ours.
 */
export async function rememberedDeviceOfRequest(now = new Date()): Promise<KnownDevice | null> {
  return (await rememberedDevice(true, now)) ?? (await rememberedDevice(false, now));
}

/** Lets the browser remember the device it signed in from (renewed at every sign-in). */
export async function rememberDevice(device: KnownDevice, secure: boolean, now = new Date()): Promise<void> {
  (await cookies()).set(deviceCookieName(secure), signDevice(deviceKey(env().AUTH_SECRET), device, now), {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
