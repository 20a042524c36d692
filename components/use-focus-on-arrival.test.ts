import { describe, expect, it } from "vitest";
import { focusIsFree } from "./use-focus-on-arrival";

describe("focusIsFree", () => {
  it("is free while nothing but the page itself has the focus", () => {
    expect(focusIsFree(null, "/lookup")).toBe(true);
  });

  it("is free while the bar's link that led to this page has it", () => {
    expect(focusIsFree({ tagName: "A", pathname: "/lookup", inMenu: false }, "/lookup")).toBe(true);
  });

  it("is the person's once they have put it on another link, a button, a field or into a menu", () => {
    expect(focusIsFree({ tagName: "A", pathname: "/exports", inMenu: false }, "/lookup")).toBe(false);
    expect(focusIsFree({ tagName: "BUTTON", inMenu: false }, "/lookup")).toBe(false);
    expect(focusIsFree({ tagName: "INPUT", inMenu: false }, "/lookup")).toBe(false);
    expect(focusIsFree({ tagName: "A", pathname: "/lookup", inMenu: true }, "/lookup")).toBe(false);
  });
});
