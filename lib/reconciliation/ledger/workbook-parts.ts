// The few facts the ledger reader needs from an XLSX's workbook part and its relationships: the sheets' names in
// order and which part holds each, and where the shared strings and styles are. Each element is one tag, read by
// a walk through the text (a regular expression retried at every position would be quadratic on a crafted
// part), its attributes decoded from XML's five entities and character references.

const ENTITY = /&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const SPACE = new Set([" ", "\t", "\n", "\r"]);

function decodeXml(text: string): string {
  return text.replace(ENTITY, (_, entity: string) => {
    const code = entity.startsWith("#x")
      ? Number.parseInt(entity.slice(2), 16)
      : entity.startsWith("#")
        ? Number.parseInt(entity.slice(1), 10)
        : null;
    if (code === null) return NAMED[entity] ?? "";
    return code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

/** The attributes of one tag's text after its name: `a="1" b='2'`. */
function attributes(text: string): Map<string, string> {
  const values = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const equals = text.indexOf("=", at);
    if (equals < 0) break;
    const name = text.slice(at, equals).trim();
    let open = equals + 1;
    while (SPACE.has(text.charAt(open))) open++;
    const quote = text.charAt(open);
    if (quote !== '"' && quote !== "'") break;
    const close = text.indexOf(quote, open + 1);
    if (close < 0) break;
    values.set(name, decodeXml(text.slice(open + 1, close)));
    at = close + 1;
  }
  return values;
}

/** Where the tag opened before `from` ends: its `>`, not one inside a quoted attribute value. */
function tagEnd(xml: string, from: number): number {
  let quote = "";
  for (let at = from; at < xml.length; at++) {
    const character = xml.charAt(at);
    if (quote) {
      if (character === quote) quote = "";
    } else if (character === '"' || character === "'") quote = character;
    else if (character === ">") return at;
  }
  return -1;
}

/** Every `<tag …>` (with or without a namespace prefix) in the text, as its attributes. */
function elements(xml: string, tag: "sheet" | "Relationship"): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  let at = xml.indexOf("<");
  while (at >= 0) {
    let nameEnd = at + 1;
    while (nameEnd < xml.length && !SPACE.has(xml.charAt(nameEnd)) && !"/>".includes(xml.charAt(nameEnd)))
      nameEnd++;
    const name = xml.slice(at + 1, nameEnd);
    const end = tagEnd(xml, nameEnd);
    if (end < 0) break;
    if (name === tag || name.endsWith(`:${tag}`)) found.push(attributes(xml.slice(nameEnd, end)));
    at = xml.indexOf("<", end);
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
