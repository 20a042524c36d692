import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HISTORY_PATH, STATUS_PATH, startSandbox, TOKEN_PATH } from "./server";
import { testSandbox } from "./test-sandbox";
import { readState, resetSandbox, setKnobs } from "./testing";

const sandbox = testSandbox();

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

async function issueToken(): Promise<string> {
  const response = await fetch(`${sandbox().url}${TOKEN_PATH}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: basic("sandbox-client", "sandbox-secret") },
    body: JSON.stringify({ grant_type: "client_credentials" }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** Signs by the documented formula (docs/provider-api.md#signature), written out here on its own. */
function sign(pathWithQuery: string, method: string, token: string, time: string, body: string): string {
  const message = `path=${pathWithQuery}&method=${method}&token=Bearer ${token}&timestamp=${time}&body=${body}`;
  return createHmac("sha256", `sandbox-secret-${time}-Bearer ${token}`).update(message).digest("hex");
}

const statusPath = `${STATUS_PATH}?request_id=ord-0000-00000000&type=partnerId`;

async function statusRequest(
  token: string,
  change: { headers?: Record<string, string>; omit?: string[] } = {},
) {
  const time = String(Date.now());
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Signature: sign(statusPath, "GET", token, time, ""),
    "Request-time": time,
    Authorization: `Bearer ${token}`,
    "Client-Id": "sandbox-client",
    ...change.headers,
  };
  for (const name of change.omit ?? []) delete headers[name];
  const response = await fetch(`${sandbox().url}${statusPath}`, { headers });
  return {
    status: response.status,
    body: (await response.json()) as { status: number; statusMessage: string },
  };
}

async function historyRequest(token: string, requestTimeHeader: string) {
  const time = String(Date.now());
  const body = JSON.stringify({
    requestId: "r-1",
    type: "aggregator_transaction_history",
    body: { userId: "user-few", seqId: 0, limit: 2 },
  });
  const response = await fetch(`${sandbox().url}${HISTORY_PATH}`, {
    method: "POST",
    headers: {
      Signature: sign(HISTORY_PATH, "POST", token, time, body),
      [requestTimeHeader]: time,
      "Client-Id": "sandbox-client",
      Authorization: `Bearer ${token}`,
      "Content-Type": "application/json",
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("token endpoint", () => {
  it("issues a bearer token with an epoch-millisecond expiry", async () => {
    const response = await fetch(`${sandbox().url}${TOKEN_PATH}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: basic("sandbox-client", "sandbox-secret"),
      },
      body: JSON.stringify({ grant_type: "client_credentials" }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ username: "sandbox-client", token_type: "bearer" });
    expect(body.expiry_token).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect((await readState(sandbox())).tokenIssues).toBe(1);
  });

  it("refuses wrong credentials and a wrong body", async () => {
    const wrongSecret = await fetch(`${sandbox().url}${TOKEN_PATH}`, {
      method: "POST",
      headers: { Authorization: basic("sandbox-client", "guess") },
      body: JSON.stringify({ grant_type: "client_credentials" }),
    });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toEqual({ status: 401, statusMessage: "invalid client credentials" });
    const wrongGrant = await fetch(`${sandbox().url}${TOKEN_PATH}`, {
      method: "POST",
      headers: { Authorization: basic("sandbox-client", "sandbox-secret") },
      body: JSON.stringify({ grant_type: "password" }),
    });
    expect(wrongGrant.status).toBe(400);
    expect((await readState(sandbox())).tokenIssues).toBe(0);
  });
});

describe("4.1 / 4.2 request checks", () => {
  it("accepts a request signed by the documented formula", async () => {
    const token = await issueToken();
    const answer = await statusRequest(token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 100, statusMessage: "success" });
  });

  it("refuses Request-Time on 4.1, which spells it Request-time", async () => {
    const token = await issueToken();
    const time = String(Date.now());
    const answer = await statusRequest(token, { omit: ["Request-time"], headers: { "Request-Time": time } });
    expect(answer.status).toBe(400);
    expect(answer.body.statusMessage).toBe("header must be spelled Request-time on this operation");
  });

  it("refuses Request-time on 4.2, which spells it Request-Time", async () => {
    const token = await issueToken();
    expect((await historyRequest(token, "Request-Time")).status).toBe(200);
    const wrong = await historyRequest(token, "Request-time");
    expect(wrong.status).toBe(400);
    expect(wrong.body.statusMessage).toBe("header must be spelled Request-Time on this operation");
  });

  it.each([
    ["Content-Type", 400],
    ["Client-Id", 401],
    ["Authorization", 401],
    ["Request-time", 400],
    ["Signature", 401],
  ])("refuses a request without %s", async (header, status) => {
    const token = await issueToken();
    const answer = await statusRequest(token, { omit: [header] });
    expect(answer.status).toBe(status);
    expect(answer.body.status).toBe(status);
    expect(answer.body.statusMessage).toMatch(new RegExp(header, "i"));
  });

  it("refuses a bad signature", async () => {
    const token = await issueToken();
    const answer = await statusRequest(token, { headers: { Signature: "ab".repeat(32) } });
    expect(answer).toEqual({ status: 401, body: { status: 401, statusMessage: "invalid signature" } });
  });

  it("refuses a stale request time even when correctly signed", async () => {
    const token = await issueToken();
    const stale = String(Date.now() - 6 * 60_000);
    const answer = await statusRequest(token, {
      headers: { "Request-time": stale, Signature: sign(statusPath, "GET", token, stale, "") },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.statusMessage).toBe("request time outside the allowed window");
  });

  it("refuses a superseded token and an unknown one", async () => {
    const first = await issueToken();
    await issueToken();
    expect((await statusRequest(first)).body.statusMessage).toBe("access token superseded by a newer token");
    expect((await statusRequest("made-up")).body.statusMessage).toBe("invalid access token");
  });

  it("refuses a token once its lifetime is over", async () => {
    let now = Date.now();
    const timed = await startSandbox({ port: 0, tokenTtlMs: 60_000 }, { now: () => now });
    try {
      const issued = await fetch(`${timed.url}${TOKEN_PATH}`, {
        method: "POST",
        headers: { Authorization: basic("sandbox-client", "sandbox-secret") },
        body: JSON.stringify({ grant_type: "client_credentials" }),
      });
      const { access_token: token } = (await issued.json()) as { access_token: string };
      const call = () => {
        const time = String(now);
        return fetch(`${timed.url}${statusPath}`, {
          headers: {
            "Content-Type": "application/json",
            Signature: sign(statusPath, "GET", token, time, ""),
            "Request-time": time,
            Authorization: `Bearer ${token}`,
            "Client-Id": "sandbox-client",
          },
        });
      };
      expect((await call()).status).toBe(200);
      now += 60_000;
      const expired = await call();
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual({ status: 401, statusMessage: "access token expired" });
    } finally {
      await timed.close();
    }
  });

  it("refuses an unknown client id", async () => {
    const token = await issueToken();
    const answer = await statusRequest(token, { headers: { "Client-Id": "someone-else" } });
    expect(answer).toEqual({ status: 401, body: { status: 401, statusMessage: "unknown Client-Id" } });
  });

  it("refuses a bad query and a bad history body", async () => {
    const token = await issueToken();
    const time = String(Date.now());
    const path = `${STATUS_PATH}?request_id=x&type=merchantId`;
    const response = await fetch(`${sandbox().url}${path}`, {
      headers: {
        "Content-Type": "application/json",
        Signature: sign(path, "GET", token, time, ""),
        "Request-time": time,
        Authorization: `Bearer ${token}`,
        "Client-Id": "sandbox-client",
      },
    });
    expect(response.status).toBe(400);

    const body = JSON.stringify({
      requestId: "r",
      type: "aggregator_transaction_history",
      userId: "u",
      seqId: 0,
      limit: 5,
    });
    const flat = await fetch(`${sandbox().url}${HISTORY_PATH}`, {
      method: "POST",
      headers: {
        Signature: sign(HISTORY_PATH, "POST", token, time, body),
        "Request-Time": time,
        "Client-Id": "sandbox-client",
        Authorization: `Bearer ${token}`,
        "Content-Type": "application/json",
      },
      body,
    });
    expect(flat.status).toBe(400);
    expect(((await flat.json()) as { statusMessage: string }).statusMessage).toMatch(/body/);
  });

  it("answers 404 for unknown paths and 405 for the wrong method", async () => {
    expect((await fetch(`${sandbox().url}/nope`)).status).toBe(404);
    expect((await fetch(`${sandbox().url}${HISTORY_PATH}`)).status).toBe(405);
  });
});

describe("control endpoint", () => {
  it("reports request counts per operation", async () => {
    const token = await issueToken();
    await statusRequest(token);
    await statusRequest(token);
    await historyRequest(token, "Request-Time");
    const state = await readState(sandbox());
    expect(state.requestCounts).toMatchObject({ token: 1, status: 2, history: 1 });
  });

  it("refuses unknown knobs and values", async () => {
    for (const body of [{ fault: "explode" }, { latencyMs: -1 }, { pagingMode: "inclusive" }]) {
      const response = await fetch(`${sandbox().url}/__sandbox/control`, {
        method: "POST",
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
  });

  it("counts down a fault and then clears it", async () => {
    const token = await issueToken();
    await setKnobs(sandbox(), { fault: "5xx", faultCount: 2 });
    expect((await statusRequest(token)).status).toBe(503);
    expect((await statusRequest(token)).status).toBe(503);
    expect((await statusRequest(token)).status).toBe(200);
    expect((await readState(sandbox())).faultsInjected).toBe(2);
  });

  it("resets knobs, counters and tokens", async () => {
    const token = await issueToken();
    await setKnobs(sandbox(), { fault: "5xx", latencyMs: 5 });
    await resetSandbox(sandbox());
    const state = await readState(sandbox());
    expect(state.tokenIssues).toBe(0);
    expect(state.faultsInjected).toBe(0);
    expect((await statusRequest(token)).body.statusMessage).toBe("invalid access token");
  });

  it("lists every token issued since start, resets included", async () => {
    const first = await issueToken();
    await resetSandbox(sandbox());
    const second = await issueToken();
    const { tokens } = (await (await fetch(`${sandbox().url}/__sandbox/issued-tokens`)).json()) as {
      tokens: string[];
    };
    expect(tokens.slice(-2)).toEqual([first, second]);
  });

  it("is absent when disabled", async () => {
    const closed = await startSandbox({ port: 0, control: "off" });
    try {
      expect((await fetch(`${closed.url}/__sandbox/state`)).status).toBe(404);
      expect((await fetch(`${closed.url}/__sandbox/reset`, { method: "POST" })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After above rateLimitPerSecond, and lets requests through again at the rate", async () => {
    let now = Date.now();
    const limited = await startSandbox({ port: 0 }, { now: () => now });
    try {
      await setKnobs(limited, { rateLimitPerSecond: 2 });
      const issued = await fetch(`${limited.url}${TOKEN_PATH}`, {
        method: "POST",
        headers: { Authorization: basic("sandbox-client", "sandbox-secret") },
        body: JSON.stringify({ grant_type: "client_credentials" }),
      });
      const { access_token: token } = (await issued.json()) as { access_token: string };
      const call = () => {
        const time = String(now);
        return fetch(`${limited.url}${statusPath}`, {
          headers: {
            "Content-Type": "application/json",
            Signature: sign(statusPath, "GET", token, time, ""),
            "Request-time": time,
            Authorization: `Bearer ${token}`,
            "Client-Id": "sandbox-client",
          },
        });
      };
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("1");
      expect(await refused.json()).toEqual({ status: 429, statusMessage: "too many requests" });
      now += 499;
      expect((await call()).status).toBe(429);
      now += 1;
      expect((await call()).status).toBe(200);
      expect(await readState(limited)).toMatchObject({ rateLimited: 2, faultsInjected: 0 });
      await setKnobs(limited, { rateLimitPerSecond: 0 });
      for (let i = 0; i < 5; i++) expect((await call()).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("starts at the configured limit, which a reset restores", async () => {
    const limited = await startSandbox({ port: 0, rateLimitPerSecond: 100 });
    try {
      await setKnobs(limited, { rateLimitPerSecond: 5 });
      await resetSandbox(limited);
      const state = (await (await fetch(`${limited.url}/__sandbox/state`)).json()) as {
        knobs: { rateLimitPerSecond: number };
      };
      expect(state.knobs.rateLimitPerSecond).toBe(100);
    } finally {
      await limited.close();
    }
  });
});

describe("images", () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it("serves the same PNG for the same id and a different one for another id", async () => {
    const fetchBytes = async (path: string) => {
      const response = await fetch(`${sandbox().url}${path}`);
      expect(response.headers.get("content-type")).toBe("image/png");
      return Buffer.from(await response.arrayBuffer());
    };
    const first = await fetchBytes("/images/ktp/user-0042.png");
    const again = await fetchBytes("/images/ktp/user-0042.png");
    const other = await fetchBytes("/images/ktp/user-0043.png");
    const selfie = await fetchBytes("/images/selfie/user-0042.png");
    expect([...first.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect([...selfie.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it("answers 404 for expired links and unknown kinds, and corrupt bytes for broken ones", async () => {
    expect((await fetch(`${sandbox().url}/images/expired/ktp/user-0042.png`)).status).toBe(404);
    expect((await fetch(`${sandbox().url}/images/passport/user-0042.png`)).status).toBe(404);
    expect((await fetch(`${sandbox().url}/images/ktp/../../etc.png`)).status).toBe(404);
    const broken = await fetch(`${sandbox().url}/images/broken/selfie/user-0042.png`);
    expect(broken.status).toBe(200);
    expect(broken.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await broken.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).not.toEqual(PNG_SIGNATURE);
  });
});
