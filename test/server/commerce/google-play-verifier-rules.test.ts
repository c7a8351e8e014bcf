// The Google Play verifier's rules (server/commerce/google-play-verifier.ts) against a local stand-in for Google: the
// sign-in it sends, how long it keeps the access token (faking only Date, which the module reads), and each answer of
// the Android Publisher API as a verdict or an outage.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createGooglePlayVerifier } from "../../../server/commerce/google-play-verifier";
import { purchaseVerifierFor } from "../../../server/commerce/purchase-verifier";
import { loadConfig } from "../../../server/config";

const CLIENT_EMAIL = "verifier@example.iam.gserviceaccount.com";

describe("the Google Play verifier's rules", () => {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  let server: Server;
  let base: string;
  let keyFile: string;
  /** What the stand-in answers: the sign-in's status and lifetime, and each purchase token's status and body. */
  let signIn: { status: number; expiresIn: number };
  const purchaseAnswers: Record<string, { status: number; body?: unknown }> = {
    "tok-purchased": { status: 200, body: { purchaseState: 0, orderId: "GPA.7" } },
    "tok-no-order": { status: 200, body: { purchaseState: 0 } },
    "tok-no-state": { status: 200, body: {} },
    "tok-cancelled": { status: 200, body: { purchaseState: 1 } },
    "tok-pending": { status: 200, body: { purchaseState: 2 } },
    "tok-400": { status: 400 },
    "tok-404": { status: 404 },
    "tok-410": { status: 410 },
    "tok-401": { status: 401 },
    "tok-500": { status: 500 },
  };
  let signIns: { contentType: string | undefined; form: URLSearchParams }[];
  let purchaseRequests: { url: string; authorization: string | undefined }[];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        if (req.url === "/token") {
          signIns.push({ contentType: req.headers["content-type"], form: new URLSearchParams(raw) });
          res.writeHead(signIn.status, { "content-type": "application/json" });
          res.end(JSON.stringify({ access_token: `ya29.${signIns.length}`, expires_in: signIn.expiresIn }));
          return;
        }
        purchaseRequests.push({ url: req.url ?? "", authorization: req.headers.authorization });
        const token = decodeURIComponent(req.url?.split("/").pop() ?? "");
        const answer = purchaseAnswers[token] ?? { status: 404 };
        res.writeHead(answer.status, { "content-type": "application/json" });
        res.end(answer.body === undefined ? "" : JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    keyFile = path.join(mkdtempSync(path.join(tmpdir(), "gp-rules-")), "service-account.json");
    writeFileSync(
      keyFile,
      JSON.stringify({
        client_email: CLIENT_EMAIL,
        private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        token_uri: `${base}/token`,
      }),
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    signIn = { status: 200, expiresIn: 3600 };
    signIns = [];
    purchaseRequests = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const verifier = () =>
    createGooglePlayVerifier({ packageName: "com.example.app", serviceAccountFile: keyFile, apiBase: `${base}/api` });

  it("is named google-play", () => {
    expect(verifier().name).toBe("google-play");
  });

  it("signs in as the service account with a one-hour RS256 assertion for the Android Publisher scope", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-01-01T00:00:00Z"));
    await verifier().verify("questions_3", "tok-purchased");
    expect(signIns).toHaveLength(1);
    const [{ contentType, form }] = signIns as [(typeof signIns)[number]];
    expect(contentType).toBe("application/x-www-form-urlencoded");
    expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    const assertion = form.get("assertion") ?? "";
    expect(decodeProtectedHeader(assertion)).toEqual({ alg: "RS256", typ: "JWT" });
    const issuedAt = Date.parse("2030-01-01T00:00:00Z") / 1000;
    expect(decodeJwt(assertion)).toEqual({
      scope: "https://www.googleapis.com/auth/androidpublisher",
      iss: CLIENT_EMAIL,
      aud: `${base}/token`,
      iat: issuedAt,
      exp: issuedAt + 3600,
    });
  });

  it("asks for the product and token of the app, with the access token, escaping each part", async () => {
    await verifier().verify("questions 3", "tok-purchased");
    expect(purchaseRequests).toEqual([
      {
        url: "/api/applications/com.example.app/purchases/products/questions%203/tokens/tok-purchased",
        authorization: "Bearer ya29.1",
      },
    ]);
  });

  it("keeps the access token until a minute before it expires, then signs in again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.parse("2030-01-01T00:00:00Z");
    vi.setSystemTime(start);
    signIn.expiresIn = 120;
    const play = verifier();
    await play.verify("questions_3", "tok-purchased");
    vi.setSystemTime(start + 59_999);
    await play.verify("questions_3", "tok-purchased");
    expect(signIns).toHaveLength(1);
    vi.setSystemTime(start + 60_000);
    await play.verify("questions_3", "tok-purchased");
    expect(signIns).toHaveLength(2);
    expect(purchaseRequests.map((r) => r.authorization)).toEqual(["Bearer ya29.1", "Bearer ya29.1", "Bearer ya29.2"]);
  });

  it("turns a purchase's state into a verdict", async () => {
    const play = verifier();
    expect(await play.verify("questions_3", "tok-purchased")).toEqual({ ok: true, orderId: "GPA.7" });
    expect(await play.verify("questions_3", "tok-no-order")).toEqual({ ok: true, orderId: null });
    expect(await play.verify("questions_3", "tok-no-state")).toEqual({ ok: true, orderId: null });
    expect(await play.verify("questions_3", "tok-cancelled")).toEqual({
      ok: false,
      reason: "This purchase was cancelled.",
    });
    expect(await play.verify("questions_3", "tok-pending")).toEqual({
      ok: false,
      reason: "This purchase is still pending.",
    });
  });

  it("refuses the tokens Google does not know (400, 404, 410)", async () => {
    const play = verifier();
    for (const token of ["tok-400", "tok-404", "tok-410"]) {
      expect(await play.verify("questions_3", token)).toEqual({
        ok: false,
        reason: "Google Play does not know this purchase.",
      });
    }
  });

  it("reports any other answer, and a failed sign-in, as an outage rather than a verdict", async () => {
    const play = verifier();
    await expect(play.verify("questions_3", "tok-401")).rejects.toThrow(/^Google Play answered HTTP 401$/);
    await expect(play.verify("questions_3", "tok-500")).rejects.toThrow(/^Google Play answered HTTP 500$/);
    signIn.status = 503;
    await expect(verifier().verify("questions_3", "tok-purchased")).rejects.toThrow(
      /^Google sign-in failed with HTTP 503$/,
    );
  });

  it("is what a configuration with a package and a service account file gets, signing in with that file", async () => {
    const configured = purchaseVerifierFor(
      loadConfig({ GOOGLE_PLAY_PACKAGE_NAME: "com.example.app", GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: keyFile }),
    );
    // A failed sign-in at the file's token_uri (the stand-in) proves the file was read; nothing reaches Google.
    signIn.status = 503;
    await expect(configured?.verify("questions_3", "tok-purchased")).rejects.toThrow(
      /^Google sign-in failed with HTTP 503$/,
    );
    expect(signIns).toHaveLength(1);
  });
});
