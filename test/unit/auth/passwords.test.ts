import { describe, expect, it } from "vitest";
import { hashOpaqueToken, newOpaqueToken } from "../../../server/auth/opaque-token";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "../../../server/auth/passwords";

describe("password hashing", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct hors", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash, so equal passwords do not give equal hashes", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("treats malformed stored values as a mismatch, never a crash", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$abc")).toBe(false);
  });

  it("checks unknown users against a decoy and always refuses", async () => {
    expect(await verifyAgainstDecoy("anything")).toBe(false);
  });
});

describe("opaque tokens", () => {
  it("are random, url-safe and stored as a SHA-256 hex digest", () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashOpaqueToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOpaqueToken(a)).toBe(hashOpaqueToken(a));
  });
});
