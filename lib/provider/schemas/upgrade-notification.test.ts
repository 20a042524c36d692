import { describe, expect, it } from "vitest";
import { upgradeNotificationSchema } from "./upgrade-notification";

const approved = {
  originalReferenceNo: "UPG-20250131-0001",
  custId: "user-0042",
  motherMaidenName: "Siti Aminah",
  status: "approved",
  additionalInfo: {
    type: "upgrade_account",
    identificationCardImageUrl: "http://localhost:4010/images/ktp/user-0042.png",
    selfieImageUrl: "http://localhost:4010/images/selfie/user-0042.png",
    benefits: ["Saldo maksimal Rp20.000.000"],
  },
};

const rejected = {
  ...approved,
  status: "rejected",
  additionalInfo: { ...approved.additionalInfo, benefits: undefined, rejectReasons: ["Foto KTP buram"] },
};

describe("upgradeNotificationSchema", () => {
  it("normalizes the documented shape", () => {
    const parsed = upgradeNotificationSchema.parse(approved);
    expect(parsed).toMatchObject({
      status: "approved",
      statusPlacement: "top-level",
      notificationType: "upgrade_account",
      benefits: ["Saldo maksimal Rp20.000.000"],
      rejectReasons: [],
    });
  });

  it("normalizes the variant with status inside additionalInfo and type cdd", () => {
    const { status: _top, ...withoutStatus } = rejected;
    const variant = {
      ...withoutStatus,
      additionalInfo: { ...rejected.additionalInfo, type: "cdd", status: "rejected" },
    };
    expect(upgradeNotificationSchema.parse(variant)).toMatchObject({
      status: "rejected",
      statusPlacement: "additionalInfo",
      notificationType: "cdd",
      rejectReasons: ["Foto KTP buram"],
    });
  });

  it("keeps unknown fields in the original body", () => {
    const parsed = upgradeNotificationSchema.parse({ ...approved, channel: "app" });
    expect(parsed.original).toMatchObject({ channel: "app" });
  });

  it("requires benefits when approved and reasons when rejected", () => {
    const noBenefits = { ...approved, additionalInfo: { ...approved.additionalInfo, benefits: [] } };
    expect(upgradeNotificationSchema.safeParse(noBenefits).error?.issues[0]?.path).toEqual([
      "additionalInfo",
      "benefits",
    ]);
    const noReasons = {
      ...rejected,
      additionalInfo: { ...rejected.additionalInfo, rejectReasons: undefined },
    };
    expect(upgradeNotificationSchema.safeParse(noReasons).error?.issues[0]?.path).toEqual([
      "additionalInfo",
      "rejectReasons",
    ]);
  });

  it("rejects a missing or contradictory status", () => {
    const { status: _top, ...withoutStatus } = approved;
    expect(upgradeNotificationSchema.safeParse(withoutStatus).success).toBe(false);
    const contradiction = { ...approved, additionalInfo: { ...approved.additionalInfo, status: "rejected" } };
    expect(upgradeNotificationSchema.safeParse(contradiction).success).toBe(false);
    expect(upgradeNotificationSchema.safeParse({ ...approved, status: "pending" }).success).toBe(false);
  });

  it("rejects an unknown type and image addresses that are not http(s)", () => {
    expect(
      upgradeNotificationSchema.safeParse({
        ...approved,
        additionalInfo: { ...approved.additionalInfo, type: "withdraw" },
      }).success,
    ).toBe(false);
    expect(
      upgradeNotificationSchema.safeParse({
        ...approved,
        additionalInfo: { ...approved.additionalInfo, selfieImageUrl: "javascript:alert(1)" },
      }).success,
    ).toBe(false);
  });

  it("requires the identifying fields", () => {
    for (const key of ["originalReferenceNo", "custId", "motherMaidenName"] as const) {
      const { [key]: _removed, ...rest } = approved;
      expect(upgradeNotificationSchema.safeParse(rest).success, key).toBe(false);
    }
  });
});
