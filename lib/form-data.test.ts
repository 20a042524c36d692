import { describe, expect, it } from "vitest";
import { formDataToObject } from "./form-data";

describe("formDataToObject", () => {
  it("keeps single values and turns repeated names into lists", () => {
    const form = new FormData();
    form.append("name", "Ayu");
    form.append("roles", "agent");
    form.append("roles", "manager");
    form.append("$ACTION_ID_abc", "");
    expect(formDataToObject(form)).toEqual({ name: "Ayu", roles: ["agent", "manager"] });
  });

  it("passes a plain object through", () => {
    expect(formDataToObject({ a: 1 })).toEqual({ a: 1 });
  });
});
