import { E2E } from "./env";
import { expect, test } from "./fixtures";

// Nothing here stores a decision (inbox.spec.ts counts them): the provider's deliveries in the flood are
// missing a mandatory field, so their 400 shows they were verified and parsed rather than limited.
const NOTIFY_URL = `${E2E.baseURL}/v1.0/snap/account/upgrade/notify`;
const TOKEN = E2E.sandboxEnv.SANDBOX_CALLBACK_TOKEN;
const body = (reference: string) => ({
  originalReferenceNo: reference,
  motherMaidenName: "Siti Aminah",
  status: "approved",
  additionalInfo: {
    type: "upgrade_account",
    identificationCardImageUrl: `${E2E.sandboxUrl}/images/ktp/user-0042.png`,
    selfieImageUrl: `${E2E.sandboxUrl}/images/selfie/user-0042.png`,
    benefits: ["Batas saldo naik"],
  },
});

test("a flood of callers without the token is answered 429 by the built app, and the provider still gets through", async ({
  request,
}) => {
  const anonymous: { status: number; retryAfter?: string; code: unknown }[] = [];
  const provider: { status: number; code: unknown }[] = [];
  for (let wave = 0; wave < 20; wave++) {
    const [delivered, ...refused] = await Promise.all([
      request.post(NOTIFY_URL, { headers: { "x-callback-token": TOKEN }, data: body(`E2E-FLOOD-${wave}`) }),
      ...Array.from({ length: 50 }, (_, i) =>
        request.post(NOTIFY_URL, {
          headers: i % 2 ? { "x-callback-token": `${TOKEN}x` } : {},
          data: body(`E2E-FLOOD-${wave}`),
        }),
      ),
    ]);
    provider.push({ status: delivered!.status(), code: (await delivered!.json()).responseCode });
    for (const response of refused) {
      anonymous.push({
        status: response.status(),
        retryAfter: response.headers()["retry-after"],
        code: (await response.json()).responseCode,
      });
    }
  }

  expect(provider).toEqual(Array.from({ length: 20 }, () => ({ status: 400, code: "4000002" })));
  const limited = anonymous.filter((a) => a.status === 429);
  expect(anonymous.filter((a) => a.status !== 429 && a.status !== 401)).toEqual([]);
  expect(limited.length).toBeGreaterThanOrEqual(1_000 - 60);
  for (const answer of limited) {
    expect(answer.code).toBe("4290000");
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(answer.retryAfter)).toBeLessThanOrEqual(60);
  }
});
