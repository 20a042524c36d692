import { describe, expect, it } from "vitest";
import { withApi } from "./with-api";

const request = new Request("http://app.test/api/anything");

describe("withApi", () => {
  it("sends a public route's answer no-store unless it says how it may be cached", async () => {
    const plain = withApi({ public: "test" }, () => Response.json({ ok: true }));
    const cached = withApi({ public: "test" }, () =>
      Response.json({ ok: true }, { headers: { "Cache-Control": "no-store, private" } }),
    );
    expect((await plain(request)).headers.get("cache-control")).toBe("no-store");
    expect((await cached(request)).headers.get("cache-control")).toBe("no-store, private");
  });

  it("keeps an answer whose headers cannot change, as it was, with no-store", async () => {
    const route = withApi({ checkedBy: "test" }, () => Response.redirect("http://app.test/elsewhere", 302));
    const response = await route(request);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://app.test/elsewhere");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("hands the route's context to the handler", async () => {
    const route = withApi(
      { public: "test" },
      async (_request, { params }: { params: Promise<{ id: string }> }) => Response.json(await params),
    );
    const response = await route(request, { params: Promise.resolve({ id: "abc" }) });
    expect(await response.json()).toEqual({ id: "abc" });
  });
});
