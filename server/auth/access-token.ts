// Short-lived access tokens: HS256 JWTs whose subject is the user id. The key is imported once.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Config } from "../config";

const ISSUER = "kundali-guru";

export interface AccessTokens {
  sign(userId: number): Promise<string>;
  /** The user id, or null when the token is invalid, expired or not ours. */
  verify(token: string): Promise<number | null>;
}

/** The configured secret, or a random one generated once and kept under DATA_DIR so restarts keep sessions. */
function resolveSecret(config: Config): string {
  if (config.AUTH_JWT_SECRET) return config.AUTH_JWT_SECRET;
  const file = path.join(config.DATA_DIR, "secrets", "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export async function createAccessTokens(config: Config): Promise<AccessTokens> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(resolveSecret(config)),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
  const ttlSeconds = config.ACCESS_TOKEN_TTL_MINUTES * 60;
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ["HS256"] });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
