// Which verifier checks purchases (server/commerce/purchase-verifier.ts): Google Play when fully configured, the
// sandbox only when asked for explicitly, otherwise none.
import { describe, expect, it } from "vitest";
import { purchaseVerifierFor, sandboxVerifier } from "../../../server/commerce/purchase-verifier";
import { loadConfig } from "../../../server/config";

const google = { GOOGLE_PLAY_PACKAGE_NAME: "com.example.app", GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: "/srv/key.json" };

describe("the purchase verifier for a configuration", () => {
  it("is Google Play when the package and the service account are both set, even with the sandbox asked for", () => {
    expect(purchaseVerifierFor(loadConfig(google))?.name).toBe("google-play");
    expect(purchaseVerifierFor(loadConfig({ ...google, PURCHASES_SANDBOX: "true" }))?.name).toBe("google-play");
  });

  it("is the sandbox only with PURCHASES_SANDBOX=true when Google Play is not fully configured", () => {
    expect(purchaseVerifierFor(loadConfig({ PURCHASES_SANDBOX: "true" }))).toBe(sandboxVerifier);
    expect(
      purchaseVerifierFor(loadConfig({ GOOGLE_PLAY_PACKAGE_NAME: "com.example.app", PURCHASES_SANDBOX: "true" })),
    ).toBe(sandboxVerifier);
    expect(
      purchaseVerifierFor(loadConfig({ GOOGLE_PLAY_SERVICE_ACCOUNT_FILE: "/srv/key.json", PURCHASES_SANDBOX: "true" })),
    ).toBe(sandboxVerifier);
  });

  it("is none otherwise, whatever NODE_ENV says", () => {
    expect(purchaseVerifierFor(loadConfig({}))).toBeNull();
    expect(purchaseVerifierFor(loadConfig({ NODE_ENV: "development" }))).toBeNull();
    expect(purchaseVerifierFor(loadConfig({ GOOGLE_PLAY_PACKAGE_NAME: "com.example.app" }))).toBeNull();
  });

  it("the sandbox accepts any purchase, without an order id, as the sandbox", async () => {
    expect(sandboxVerifier.name).toBe("sandbox");
    expect(await sandboxVerifier.verify("questions_3", "any-token")).toEqual({ ok: true, orderId: null });
  });
});
