import "server-only";
import { cookies } from "next/headers";
import { env } from "@/lib/env";
import {
  DEVICE_COOKIE_MAX_AGE_S,
  deviceCookieName,
  deviceKey,
  type KnownDevice,
  readDevice,
  signDevice,
} from "./device-cookie";

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
