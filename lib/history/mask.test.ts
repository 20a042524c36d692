import { describe, expect, it } from "vitest";
import { maskCustomerValues, maskCustomerValuesInText } from "./mask";

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

  it("masks a value cut off in the middle, by the same rule as a whole one", () => {
    expect(maskCustomerValuesInText('{"customerPan" : "93600812345')).toBe('{"customerPan" : "•••••••2345');
  });

  it("masks a customer PAN written as a number", () => {
    expect(maskCustomerValuesInText('{"customerPan":9360081234567890,"qRis":{')).toBe(
      '{"customerPan":936008••••••7890,"qRis":{',
    );
  });
});
