import { z } from "zod";
import { filledText } from "./blank";

export const UPGRADE_NOTIFICATION_TYPES = ["upgrade_account", "cdd"] as const;
export const UPGRADE_STATUSES = ["approved", "rejected"] as const;

// Bounds the spec leaves open: generous for real data, and they keep one row from growing without end.
const MAX_IMAGE_URL_LENGTH = 2048;
const MAX_LIST_ENTRIES = 50;
const listEntry = filledText(500);

/** The customer a decision is about, as the callback names it; the inbox's customer page takes the same. */
export const custIdSchema = filledText(128);

const imageUrlSchema = z
  .string()
  .max(MAX_IMAGE_URL_LENGTH, { abort: true })
  .pipe(z.url({ protocol: /^https?$/ }));

const additionalInfoSchema = z.looseObject({
  type: z.enum(UPGRADE_NOTIFICATION_TYPES),
  status: z.enum(UPGRADE_STATUSES).optional(),
  identificationCardImageUrl: imageUrlSchema,
  selfieImageUrl: imageUrlSchema,
  rejectReasons: z.array(listEntry).max(MAX_LIST_ENTRIES).optional(),
  benefits: z.array(listEntry).max(MAX_LIST_ENTRIES).optional(),
});

/**
 * Body of 4.3. Accepts the documented shape (`status` at the top level, type `upgrade_account`) and the
 * variant the provider's other example shows (`status` inside `additionalInfo`, type `cdd`).
 */
export const upgradeNotificationSchema = z
  .looseObject({
    // Kept as received: only a value of nothing but white space is refused (as missing).
    originalReferenceNo: filledText(128),
    custId: custIdSchema,
    motherMaidenName: filledText(200),
    status: z.enum(UPGRADE_STATUSES).optional(),
    additionalInfo: additionalInfoSchema,
  })
  .superRefine((body, context) => {
    const inner = body.additionalInfo.status;
    if (body.status === undefined && inner === undefined) {
      context.addIssue({
        code: "custom",
        path: ["status"],
        message: "status is required (top level or in additionalInfo)",
      });
      return;
    }
    if (body.status !== undefined && inner !== undefined && body.status !== inner) {
      context.addIssue({
        code: "custom",
        path: ["additionalInfo", "status"],
        message: "contradicts the top-level status",
      });
    }
    const status = body.status ?? inner;
    if (status === "approved" && !body.additionalInfo.benefits?.length) {
      context.addIssue({
        code: "custom",
        path: ["additionalInfo", "benefits"],
        message: "required when status is approved",
      });
    }
    if (status === "rejected" && !body.additionalInfo.rejectReasons?.length) {
      context.addIssue({
        code: "custom",
        path: ["additionalInfo", "rejectReasons"],
        message: "required when status is rejected",
      });
    }
  })
  .transform((body) => {
    const { additionalInfo } = body;
    return {
      originalReferenceNo: body.originalReferenceNo,
      custId: body.custId,
      motherMaidenName: body.motherMaidenName,
      // The refinement above guarantees one of the two is present.
      status: (body.status ?? additionalInfo.status) as (typeof UPGRADE_STATUSES)[number],
      statusPlacement: body.status !== undefined ? ("top-level" as const) : ("additionalInfo" as const),
      notificationType: additionalInfo.type,
      identificationCardImageUrl: additionalInfo.identificationCardImageUrl,
      selfieImageUrl: additionalInfo.selfieImageUrl,
      benefits: additionalInfo.benefits ?? [],
      rejectReasons: additionalInfo.rejectReasons ?? [],
      original: body,
    };
  });

export type UpgradeNotificationWire = z.input<typeof upgradeNotificationSchema>;
export type UpgradeNotification = z.output<typeof upgradeNotificationSchema>;
