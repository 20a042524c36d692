import { describe, expect, it } from "vitest";
import { reasonKey, reasonKeys, Wordings } from "./reasons";

describe("reasonKey", () => {
  it("counts a reason once whatever its case, spacing and punctuation", () => {
    const spellings = [
      "Foto KTP tidak jelas",
      "foto ktp tidak jelas.",
      "  FOTO  KTP\ttidak   jelas!! ",
      "Foto KTP, tidak jelas",
      "Foto-KTP tidak jelas",
      "Ｆｏｔｏ KTP tidak jelas",
    ];
    expect(new Set(spellings.map(reasonKey))).toEqual(new Set(["foto ktp tidak jelas"]));
  });

  it("keeps different reasons apart and drops a reason that is only punctuation", () => {
    expect(reasonKey("Selfie tidak cocok")).not.toBe(reasonKey("Foto KTP tidak jelas"));
    expect(reasonKey(" ... ")).toBe("");
    expect(reasonKeys(["Data tidak valid", "data tidak valid.", "—"])).toEqual(["data tidak valid"]);
  });

  it("lowercases the dotted capital I as Indonesian text would", () => {
    expect(reasonKey("IDENTITAS")).toBe("identitas");
  });
});

describe("Wordings", () => {
  it("shows the wording seen most often for a key", () => {
    const wordings = new Wordings();
    wordings.add("foto ktp tidak jelas", 2);
    wordings.add("Foto KTP tidak jelas", 5);
    wordings.add("FOTO KTP TIDAK JELAS.", 1);
    expect(wordings.of("foto ktp tidak jelas")).toBe("Foto KTP tidak jelas");
    expect(wordings.of("never seen")).toBe("never seen");
  });
});
