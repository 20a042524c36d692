import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import type { CircuitState } from "@/lib/provider/circuit-breaker";
import { resetDb } from "@/test/db";
import { breakerStates, noteBreakerChange } from "./breaker-states";
import { thisInstance } from "./this-instance";

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_300));

describe("this instance's circuit breakers", () => {
  beforeEach(() => resetDb());

  it("are written within a second of a change, a burst of changes as one state per host", async () => {
    let state: CircuitState = "closed";
    noteBreakerChange("status.provider.test:443", () => state);
    state = "open";
    noteBreakerChange("status.provider.test:443", () => state);
    noteBreakerChange("history.provider.test:443", () => "closed");
    expect(await db().circuitBreakerState.count()).toBe(0);
    await settle();
    const rows = await db().circuitBreakerState.findMany({ orderBy: { host: "asc" } });
    expect(rows.map((row) => [row.instanceId, row.host, row.state])).toEqual([
      [thisInstance().id, "history.provider.test:443", "closed"],
      [thisInstance().id, "status.provider.test:443", "open"],
    ]);
    // The state is read when written: an open breaker past its cool-down shows as half-open.
    state = "half-open";
    expect(breakerStates().find((b) => b.host === "status.provider.test:443")?.state).toBe("half-open");
  });
});
