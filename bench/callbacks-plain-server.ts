// The comparison for bench/callbacks.bench.ts: a minimal node:http server that answers the 4.3 callback by
// inserting the same rows (decision and delivery, PII sealed) into the same database, with none of the app's
// framework, token check, validation or idempotency. PORT and DATABASE_URL come from the environment.
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import { sealPii, sealRawBody } from "@/lib/callbacks/sealed";
import { keyringOf } from "@/lib/crypto/secret-box";
import { createDb } from "@/lib/db/client";
import { listRows, reasonListKey, searchColumns } from "@/lib/inbox/decision-lists";

const db = createDb(process.env.DATABASE_URL ?? "");
const key = keyringOf({ version: 1, key: Buffer.from(process.env.ENCRYPTION_KEY ?? "", "base64") });

type Body = {
  originalReferenceNo: string;
  custId: string;
  motherMaidenName: string;
  status?: string;
  additionalInfo: Record<string, unknown> & {
    identificationCardImageUrl: string;
    selfieImageUrl: string;
    benefits?: string[];
    rejectReasons?: string[];
  };
};

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", async () => {
    const bytes = Buffer.concat(chunks);
    const answer = (status: number, responseCode: string, originalReferenceNo?: string) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ responseCode, responseMessage: "", originalReferenceNo }));
    };
    let body: Body;
    try {
      body = JSON.parse(bytes.toString("utf8")) as Body;
    } catch {
      answer(400, "4000001");
      return;
    }
    const info = body.additionalInfo;
    try {
      await db.$transaction(async (tx) => {
        const decision = await tx.upgradeDecision.create({
          data: {
            originalReferenceNo: body.originalReferenceNo,
            fingerprint: createHash("sha256").update(bytes).digest("base64url"),
            status: String(body.status ?? info.status),
            custId: body.custId,
            notificationType: String(info.type),
            shape: body.status ? "documented" : "variant",
            piiSealed: sealPii(
              {
                motherMaidenName: body.motherMaidenName,
                identificationCardImageUrl: info.identificationCardImageUrl,
                selfieImageUrl: info.selfieImageUrl,
              },
              key,
            ),
            ...searchColumns({ originalReferenceNo: body.originalReferenceNo, custId: body.custId }),
            rejectReasons: reasonListKey(info.rejectReasons ?? []),
            reasons: { create: listRows(info.rejectReasons ?? []) },
            benefits: { create: listRows(info.benefits ?? []) },
          },
        });
        await tx.callbackDelivery.create({
          data: {
            outcome: "stored",
            httpStatus: 200,
            responseCode: "2000000",
            bodyBytes: bytes.length,
            rawBodySealed: sealRawBody(bytes, bytes.toString("utf8"), key),
            originalReferenceNo: body.originalReferenceNo,
            decisionId: decision.id,
          },
        });
      });
      answer(200, "2000000", body.originalReferenceNo);
    } catch {
      answer(500, "5000000", body.originalReferenceNo);
    }
  });
});

server.listen(Number(process.env.PORT), "127.0.0.1", () => console.info("plain callback server ready"));
// Idle keep-alive sockets of the load generator would hold close() open, and the next run's port with it.
process.on("SIGTERM", () => {
  server.close(() => db.$disconnect().finally(() => process.exit(0)));
  server.closeAllConnections();
});
