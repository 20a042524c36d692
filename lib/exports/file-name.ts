import { FILE_EXTENSION } from "./writers";
import type { ExportFormat } from "./writers/types";

/** A download name that is safe on every system: history_<user>_<yyyymmdd>.<ext>. */
export function exportFileName(userId: string, format: ExportFormat, at: Date): string {
  const user =
    userId
      .replace(/[^A-Za-z0-9._-]+/g, "_")
      .replace(/^[._]+/, "")
      .slice(0, 60) || "user";
  return `history_${user}_${at.toISOString().slice(0, 10).replaceAll("-", "")}.${FILE_EXTENSION[format]}`;
}
