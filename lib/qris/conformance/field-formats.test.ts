import { describe, expect, it } from "vitest";
import { CONFORMING, decodeFields, type Fields, withField, withoutFields } from "./test-fields";

const codes = (fields: Fields) => decodeFields(fields).findings.map(({ code, tag }) => `${code}@${tag}`);

describe("value formats", () => {
  it.each([
    ["00", "02", "bad_pfi"],
    ["01", "13", "bad_point_of_initiation"],
    ["52", "581", "bad_mcc"],
    ["52", "58A2", "bad_mcc"],
    ["53", "36", "bad_currency"],
    ["53", "IDR", "bad_currency"],
    ["58", "IDN", "bad_country"],
    ["58", "id", "bad_country"],
    ["58", "I1", "bad_country"],
  ])("reports tag %s = %j as %s", (tag, value, code) => {
    expect(codes(withField(CONFORMING, tag, value))).toEqual([`${code}@${tag}`]);
  });

  it.each([
    "-100",
    "1,000",
    "007",
    "00.50",
    "10.123",
    ".5",
    "1e3",
    "0",
    "0.00",
    "123456789012.5",
    "12345678901234",
  ])("reports the amount %j", (amount) => {
    expect(codes(withField(CONFORMING, "54", amount))).toEqual(["bad_amount@54"]);
  });

  // QRIS §4.7.8.1 names "1000.00", "1000" and "1000." alike as conforming.
  it.each(["1", "1.", "0.50", "10000.5", "25000.00", "9999999999.99"])("accepts the amount %j", (amount) => {
    expect(codes(withField(CONFORMING, "54", amount))).toEqual([]);
  });

  it("reports a tip indicator other than 01, 02 or 03", () => {
    expect(codes(withField(CONFORMING, "55", "04"))).toEqual(["bad_tip_indicator@55"]);
  });

  it.each(["abc", "0", "0.", "-5", "1000.999"])("reports the fixed fee %j", (fee) => {
    expect(codes(withField(withField(CONFORMING, "55", "02"), "56", fee))).toEqual([
      "bad_convenience_fee@56",
    ]);
  });

  it.each(["0", "0.00", "100", "99.999", "2,5", "123"])("reports the percentage %j", (percentage) => {
    expect(codes(withField(withField(CONFORMING, "55", "03"), "57", percentage))).toEqual([
      "bad_convenience_fee@57",
    ]);
  });

  it.each(["00.01", "0.01", "2.5", "10", "99.99"])("accepts the percentage %j", (percentage) => {
    expect(codes(withField(withField(CONFORMING, "55", "03"), "57", percentage))).toEqual([]);
  });

  it("leaves optional tags alone when they are absent", () => {
    expect(codes(withoutFields(CONFORMING, "01", "54", "61", "62"))).toEqual([]);
  });
});
