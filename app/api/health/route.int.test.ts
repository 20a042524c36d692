import { afterEach, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL } from "@/test/database-url";
import { GET } from "./route";

describe("GET /api/health", () => {
  afterEach(() => {
    process.env.DATABASE_URL = TEST_DATABASE_URL;
  });

  it("answers 200 when the database answers", async () => {
    const response = await GET(new Request("http://app.test/api/health"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });

  it("answers 503 without detail when the database is unreachable", async () => {
    process.env.DATABASE_URL = "postgresql://nobody:secret@127.0.0.1:9/none?connect_timeout=1";
    const response = await GET(new Request("http://app.test/api/health"));
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: "error", database: "down" });
    expect(body).not.toContain("secret");
  });
});
