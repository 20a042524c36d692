import { describe, expect, it } from "vitest";
import { maskCustomerValues, maskCustomerValuesInText, maskPan } from "./mask";

describe("maskPan", () => {
  it("shows the first six and the last four characters of a long number", () => {
    expect(maskPan("9360081234567890123")).toBe("936008•••••••••0123");
  });

  it("shows only the last four of a short number, and nothing of a very short one", () => {
    expect(maskPan("12345678")).toBe("••••5678");
    expect(maskPan("123")).toBe("•••");
  });
});

describe("maskCustomerValues", () => {
  it("masks the customer PAN wherever it is and leaves the rest", () => {
    const masked = maskCustomerValues({
      customerPan: "9360081234567890123",
      merchantPan: "936009150000001234",
      nested: [{ customerPan: "9360089999999994321" }],
    });
    expect(masked).toEqual({
      customerPan: "936008•••••••••0123",
      merchantPan: "936009150000001234",
      nested: [{ customerPan: "936008•••••••••4321" }],
    });
  });
});

describe("maskCustomerValuesInText", () => {
  it("masks the customer PAN inside text that is not JSON", () => {
    const text = '{"qRis":{},"customerPan":"9360081234567890123","terminalId":"T1';
    expect(maskCustomerValuesInText(text)).toBe(
      '{"qRis":{},"customerPan":"936008•••••••••0123","terminalId":"T1',
    );
  });

  it("masks a value cut off in the middle", () => {
    expect(maskCustomerValuesInText('{"customerPan" : "93600812345')).toBe('{"customerPan" : "936008•2345');
  });
});
