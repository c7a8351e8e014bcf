// The Google Play verifier against a local stand-in for Google's OAuth and Android Publisher endpoints: it signs in
// with the service account's key (RS256 JWT), asks purchases.products.get, and reads purchaseState.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeProtectedHeader, importSPKI, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGooglePlayVerifier } from "../../../server/commerce/google-play-verifier";

describe("the Google Play purchase verifier", () => {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  let server: Server;
  let base: string;
  let keyFile: string;
  const purchaseStates: Record<string, number> = { "tok-ok": 0, "tok-cancelled": 1, "tok-pending": 2 };
  const requests: string[] = [];

  beforeAll(async () => {
    const spki = await importSPKI(publicKey.export({ type: "spki", format: "pem" }).toString(), "RS256");
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => {
        raw += c;
      });
      req.on("end", async () => {
        requests.push(`${req.method} ${req.url}`);
        if (req.url === "/token") {
          const assertion = new URLSearchParams(raw).get("assertion") ?? "";
          try {
            const { payload } = await jwtVerify(assertion, spki, { audience: `${base}/token` });
            expect(decodeProtectedHeader(assertion).alg).toBe("RS256");
            expect(payload.scope).toBe("https://www.googleapis.com/auth/androidpublisher");
            res.writeHead(200, { "content-type": "application/json" });
            res.end(JSON.stringify({ access_token: "ya29.test", expires_in: 3600, token_type: "Bearer" }));
          } catch {
            res.writeHead(401).end();
          }
          return;
        }
        const match = req.url?.match(
          /^\/api\/applications\/com\.example\.app\/purchases\/products\/([^/]+)\/tokens\/([^/]+)$/,
        );
        const state = match ? purchaseStates[decodeURIComponent(match[2] ?? "")] : undefined;
        if (req.headers.authorization !== "Bearer ya29.test") return void res.writeHead(401).end();
        if (state === undefined) return void res.writeHead(404).end();
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ kind: "androidpublisher#productPurchase", purchaseState: state, orderId: "GPA.1" }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    keyFile = path.join(mkdtempSync(path.join(tmpdir(), "gp-")), "service-account.json");
    writeFileSync(
      keyFile,
      JSON.stringify({
        client_email: "verifier@example.iam.gserviceaccount.com",
        private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        token_uri: `${base}/token`,
      }),
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("accepts a purchased token, refuses cancelled, pending and unknown ones, and signs in only once", async () => {
    const verifier = createGooglePlayVerifier({
      packageName: "com.example.app",
      serviceAccountFile: keyFile,
      apiBase: `${base}/api`,
    });
    expect(await verifier.verify("questions_3", "tok-ok")).toEqual({ ok: true, orderId: "GPA.1" });
    expect(await verifier.verify("questions_3", "tok-cancelled")).toMatchObject({ ok: false });
    expect(await verifier.verify("questions_3", "tok-pending")).toMatchObject({ ok: false });
    expect(await verifier.verify("questions_3", "tok-unknown")).toMatchObject({ ok: false });
    expect(requests.filter((r) => r === "POST /token")).toHaveLength(1);
  });
});
