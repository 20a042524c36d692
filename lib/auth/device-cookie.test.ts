import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE_MAX_AGE_S, deviceKey, newDeviceId, readDevice, signDevice } from "./device-cookie";

const key = deviceKey("integration-tests-secret-integration-tests");
const now = new Date("2026-11-22T01:00:00Z");
const device = { userId: "cmabc123def456", deviceId: newDeviceId() };

describe("device cookie", () => {
  it("names the device it was issued for", () => {
    expect(readDevice(key, signDevice(key, device, now), now)).toEqual(device);
  });

  it("is refused when any part is changed", () => {
    const cookie = signDevice(key, device, now);
    const [version, userId, deviceId, issued, signature] = cookie.split(".");
    const forged = [
      [version, "cmotheruser0001", deviceId, issued, signature],
      [version, userId, newDeviceId(), issued, signature],
      [version, userId, deviceId, String(Number(issued) + 1), signature],
      [version, userId, deviceId, issued, `${signature?.slice(0, -2)}AA`],
      ["d2", userId, deviceId, issued, signature],
    ].map((parts) => parts.join("."));
    for (const value of forged) expect(readDevice(key, value, now)).toBeNull();
  });

  it("is refused under another secret, and when missing or malformed", () => {
    const other = deviceKey("another-secret-another-secret-another");
    expect(readDevice(other, signDevice(key, device, now), now)).toBeNull();
    for (const value of [undefined, "", "d1", "d1.a.b.c.d", `${signDevice(key, device, now)}.x`]) {
      expect(readDevice(key, value, now)).toBeNull();
    }
  });

  it("ends after its lifetime and is refused from the future", () => {
    const cookie = signDevice(key, device, now);
    const later = (s: number) => new Date(now.getTime() + s * 1000);
    expect(readDevice(key, cookie, later(DEVICE_COOKIE_MAX_AGE_S - 60))).toEqual(device);
    expect(readDevice(key, cookie, later(DEVICE_COOKIE_MAX_AGE_S + 60))).toBeNull();
    expect(readDevice(key, cookie, later(-3600))).toBeNull();
  });
});
