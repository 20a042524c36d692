import { describe, expect, it } from "vitest";
import { maskKeys, maskKeysInText } from "./by-key";

const masks = { secret: () => "***", "a.b": (value: string) => `<${value.length}>` };

describe("maskKeys", () => {
  it("masks string and number values of the named keys however deep, and leaves the rest", () => {
    expect(
      maskKeys(
        { secret: "s", other: "o", list: [{ secret: 42 }, "secret"], nested: { secret: { secret: "x" } } },
        masks,
      ),
    ).toEqual({
      secret: "***",
      other: "o",
      list: [{ secret: "***" }, "secret"],
      nested: { secret: { secret: "***" } },
    });
  });

  it('keeps a "__proto__" key of parsed JSON as a key, masked, never as the prototype of the copy', () => {
    const copy = maskKeys(JSON.parse('{"__proto__": {"secret": "s", "polluted": true}}'), masks) as object;
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect((copy as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getOwnPropertyDescriptor(copy, "__proto__")?.value).toEqual({
      secret: "***",
      polluted: true,
    });
  });

  it("leaves values that are not objects, and keys only inherited from Object, as they are", () => {
    expect(maskKeys("secret", masks)).toBe("secret");
    expect(maskKeys(null, masks)).toBeNull();
    expect(maskKeys({ toString: "kept" }, masks)).toEqual({ toString: "kept" });
  });
});

describe("maskKeysInText", () => {
  it("masks string values, escaped quotes included, and number values", () => {
    expect(maskKeysInText('{"secret" : "a \\"b\\" c", "n":1, "secret":12345}', masks)).toBe(
      '{"secret" : "***", "n":1, "secret":***}',
    );
  });

  it("masks a value cut off before its closing quote", () => {
    expect(maskKeysInText('{"keep":"k","secret":"Nur Has', masks)).toBe('{"keep":"k","secret":"***');
  });

  it("takes key names literally", () => {
    expect(maskKeysInText('{"a.b":"four","axb":"five"}', masks)).toBe('{"a.b":"<4>","axb":"five"}');
  });

  it("does not take a value that merely equals a key name for the key", () => {
    expect(maskKeysInText('{"name":"secret","x":"y"}', masks)).toBe('{"name":"secret","x":"y"}');
  });
});
