import { describe, expect, it } from "vitest";
import { metricsAccess } from "./bearer";

const TOKEN = "metrics-token-metrics-token-0123456789";

describe("metricsAccess", () => {
  it("is off without a configured token, whatever is presented", () => {
    expect(metricsAccess(`Bearer ${TOKEN}`, undefined)).toBe("disabled");
    expect(metricsAccess(null, "")).toBe("disabled");
  });

  it("lets only the exact bearer token through", () => {
    expect(metricsAccess(`Bearer ${TOKEN}`, TOKEN)).toBe("allowed");
    expect(metricsAccess(`bearer  ${TOKEN}`, TOKEN)).toBe("allowed");
    expect(metricsAccess(null, TOKEN)).toBe("refused");
    expect(metricsAccess(TOKEN, TOKEN)).toBe("refused");
    expect(metricsAccess(`Bearer ${TOKEN}x`, TOKEN)).toBe("refused");
    expect(metricsAccess(`Bearer ${TOKEN.slice(1)}`, TOKEN)).toBe("refused");
    expect(metricsAccess(`Basic ${TOKEN}`, TOKEN)).toBe("refused");
    expect(metricsAccess(`Bearer ${TOKEN} extra`, TOKEN)).toBe("refused");
  });
});
