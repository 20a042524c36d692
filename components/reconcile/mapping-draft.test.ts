import { describe, expect, it } from "vitest";
import { mappingFormData, mappingIn, mappingWithin } from "./mapping-draft";

describe("the ledger form's mapping", () => {
  it("offers a person's remembered mapping, and nothing chosen before their first", () => {
    expect(mappingIn(null)).toEqual({
      identifier: "",
      identifierKind: "",
      amount: "",
      status: "",
      date: "",
      reference: "",
      amountFormat: "plain",
    });
    const remembered = mappingIn({
      identifier: "Trx ID",
      identifierKind: null,
      amount: "Nominal",
      amountFormat: "id",
      status: null,
      date: null,
      reference: "Ref",
    });
    expect(remembered).toMatchObject({
      identifier: "Trx ID",
      amount: "Nominal",
      reference: "Ref",
      status: "",
    });
    expect(remembered.amountFormat).toBe("id");
  });

  it("leaves unchosen a remembered column the file does not have, and keeps the rest", () => {
    const draft = { ...mappingIn(null), identifier: "Trx ID", amount: "Nominal", reference: "Ref" };
    expect(mappingWithin(draft, ["Ref", "Trx ID", "Other"])).toEqual({ ...draft, amount: "" });
    // A column named like "nothing chosen" is no column.
    expect(mappingWithin({ ...draft, identifier: "" }, [""]).identifier).toBe("");
  });

  it("sends every field by the name the actions read, none left out", () => {
    const data = mappingFormData({ ...mappingIn(null), identifier: "Trx ID", amountFormat: "en" });
    expect(Object.fromEntries(data)).toEqual({
      identifier: "Trx ID",
      identifierKind: "",
      amount: "",
      status: "",
      date: "",
      reference: "",
      amountFormat: "en",
    });
  });
});
