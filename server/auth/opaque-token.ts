// Opaque bearer secrets (refresh tokens, mailed links): random, and stored only as a SHA-256 hash so a
// leaked database cannot be replayed. SHA-256 suffices because the tokens carry 256 bits of entropy.
import { createHash, randomBytes } from "node:crypto";

export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashOpaqueToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
