import { finding } from "../finding";
import type { ConformanceRule } from "./rule";

/**
 * Tags in ascending order. 00 and 63 are left out: they have fixed places of their own (first and last), and
 * 63 closes the payload even after a higher tag such as 64. A repeated tag is reported as a duplicate instead.
 */
export const tagsInAscendingOrder: ConformanceRule = ({ fields }) => {
  const findings = [];
  let highest: string | null = null;
  for (const { tag } of fields) {
    if (tag === "00" || tag === "63") continue;
    if (highest !== null && Number(tag) < Number(highest)) {
      findings.push(finding("tag_out_of_order", tag, { after: highest }));
    } else {
      highest = tag;
    }
  }
  return findings;
};
