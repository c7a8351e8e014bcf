// Checks a store purchase before questions are credited. Google Play is the real verifier; the sandbox
// accepts any purchase of a known product and exists for development and tests. Which one runs is decided
// from configuration here, in one place.
import type { Config } from "../config";
import { createGooglePlayVerifier } from "./google-play-verifier";

export type Verdict = { ok: true; orderId: string | null } | { ok: false; reason: string };

export interface PurchaseVerifier {
  /** Recorded with each purchase: "google-play" or "sandbox". */
  name: string;
  verify(productId: string, purchaseToken: string): Promise<Verdict>;
}

export const sandboxVerifier: PurchaseVerifier = {
  name: "sandbox",
  verify: async () => ({ ok: true, orderId: null }),
};

/**
 * Google Play when its package name and service account are configured. Otherwise the sandbox, only when
 * PURCHASES_SANDBOX=true is set explicitly (whatever NODE_ENV says: a server started without NODE_ENV must not
 * credit forged purchases). Null means purchases are refused.
 */
export function purchaseVerifierFor(config: Config): PurchaseVerifier | null {
  if (config.GOOGLE_PLAY_PACKAGE_NAME && config.GOOGLE_PLAY_SERVICE_ACCOUNT_FILE) {
    return createGooglePlayVerifier({
      packageName: config.GOOGLE_PLAY_PACKAGE_NAME,
      serviceAccountFile: config.GOOGLE_PLAY_SERVICE_ACCOUNT_FILE,
    });
  }
  return config.PURCHASES_SANDBOX ? sandboxVerifier : null;
}
