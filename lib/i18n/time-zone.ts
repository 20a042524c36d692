/** Minutes east of UTC of a time zone at an instant (Indonesia keeps no daylight saving, UTC neither). */
export function offsetMinutes(timeZone: string, at = new Date()): number {
  const text = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = text?.match(/GMT([+-])(\d{2}):(\d{2})/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}
