// Verifies one-time product purchases with the Google Play Developer API (purchases.products.get), signing in
// as a service account: a JWT signed with its private key is exchanged for an OAuth access token, cached until
// shortly before it expires.
import { readFile } from "node:fs/promises";
import { importPKCS8, SignJWT } from "jose";
import { z } from "zod";
import type { PurchaseVerifier, Verdict } from "./purchase-verifier";

const SCOPE = "https://www.googleapis.com/auth/androidpublisher";
const DEFAULT_API_BASE = "https://androidpublisher.googleapis.com/androidpublisher/v3";
const REQUEST_TIMEOUT_MS = 15_000;

const serviceAccountSchema = z.object({
  client_email: z.string().min(1),
  private_key: z.string().min(1),
  token_uri: z.url().default("https://oauth2.googleapis.com/token"),
});

const tokenResponseSchema = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

// purchaseState: 0 purchased, 1 cancelled, 2 pending.
const productPurchaseSchema = z.object({
  purchaseState: z.number().int().optional(),
  orderId: z.string().optional(),
});

export interface GooglePlayOptions {
  packageName: string;
  serviceAccountFile: string;
  /** Only tests change this, to talk to a local stand-in for Google. */
  apiBase?: string;
}

export function createGooglePlayVerifier(options: GooglePlayOptions): PurchaseVerifier {
  const apiBase = options.apiBase ?? DEFAULT_API_BASE;
  let cached: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const account = serviceAccountSchema.parse(JSON.parse(await readFile(options.serviceAccountFile, "utf8")));
    const key = await importPKCS8(account.private_key, "RS256");
    const now = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: "RS256", typ: "JWT" })
      .setIssuer(account.client_email)
      .setAudience(account.token_uri)
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(key);
    const res = await fetch(account.token_uri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`Google sign-in failed with HTTP ${res.status}`);
    const body = tokenResponseSchema.parse(await res.json());
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  return {
    name: "google-play",
    async verify(productId, purchaseToken): Promise<Verdict> {
      const url = `${apiBase}/applications/${encodeURIComponent(options.packageName)}/purchases/products/${encodeURIComponent(productId)}/tokens/${encodeURIComponent(purchaseToken)}`;
      const res = await fetch(url, {
        headers: { authorization: `Bearer ${await accessToken()}` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      // Google answers 400/404 for tokens it does not know: a refusal, not an outage.
      if (res.status === 400 || res.status === 404 || res.status === 410) {
        return { ok: false, reason: "Google Play does not know this purchase." };
      }
      if (!res.ok) throw new Error(`Google Play answered HTTP ${res.status}`);
      const purchase = productPurchaseSchema.parse(await res.json());
      if (purchase.purchaseState === 1) return { ok: false, reason: "This purchase was cancelled." };
      if (purchase.purchaseState === 2) return { ok: false, reason: "This purchase is still pending." };
      return { ok: true, orderId: purchase.orderId ?? null };
    },
  };
}
