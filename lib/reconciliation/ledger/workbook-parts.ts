// The few facts the ledger reader needs from an XLSX's workbook part and its relationships: the sheets' names in
// order and which part holds each, and where the shared strings and styles are. Each element is one tag read by
// linear patterns (no nesting is involved), its attributes decoded from XML's five entities and character
// references.

const ELEMENT = /<(?:[\w.-]+:)?(sheet|Relationship)\s([^>]*)>/g;
const ATTRIBUTE = /([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(ENTITY, (_, entity: string) => {
    if (entity.startsWith("#x")) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith("#")) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return NAMED[entity] ?? "";
  });
}

function elements(xml: string, tag: "sheet" | "Relationship"): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  for (const [, name, attributes = ""] of xml.matchAll(ELEMENT)) {
    if (name !== tag) continue;
    const values = new Map<string, string>();
    for (const [, key = "", double, single] of attributes.matchAll(ATTRIBUTE))
      values.set(key, decodeXml(double ?? single ?? ""));
    found.push(values);
  }
  return found;
}

export interface WorkbookSheet {
  name: string;
  /** The part holding the sheet, e.g. `xl/worksheets/sheet1.xml`, or null when the workbook does not say. */
  part: string | null;
}

export interface WorkbookParts {
  sheets: WorkbookSheet[];
  sharedStrings: string | null;
  styles: string | null;
}

// A relationship's target is relative to `xl/`, or absolute from the archive's root.
const partOf = (target: string) => (target.startsWith("/") ? target.slice(1) : `xl/${target}`);

export function workbookParts(workbookXml: string, relationshipsXml: string): WorkbookParts {
  const relationships = elements(relationshipsXml, "Relationship");
  const targetOf = (id: string | undefined) => {
    const target = relationships.find((relationship) => relationship.get("Id") === id)?.get("Target");
    return target ? partOf(target) : null;
  };
  const ofType = (suffix: string) => {
    const target = relationships
      .find((relationship) => relationship.get("Type")?.endsWith(suffix))
      ?.get("Target");
    return target ? partOf(target) : null;
  };
  const sheets = elements(workbookXml, "sheet").map((sheet) => {
    const id = [...sheet.entries()].find(([key]) => key.endsWith(":id"))?.[1];
    return { name: sheet.get("name") ?? "", part: targetOf(id) };
  });
  return { sheets, sharedStrings: ofType("/sharedStrings"), styles: ofType("/styles") };
}
