export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Buffer, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/** The image type the bytes really are (by their signature), or null when they are none of the accepted ones. */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (startsWith(bytes, PNG) && bytes.length > PNG.length) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (
    bytes.length > 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  ) {
    return "image/webp";
  }
  return null;
}

/** The media type an upstream declared, if it is one of the accepted ones. */
export function declaredImageType(header: string | undefined): ImageType | null {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  if (type === "image/jpg") return "image/jpeg";
  return (IMAGE_TYPES as readonly string[]).includes(type ?? "") ? (type as ImageType) : null;
}
