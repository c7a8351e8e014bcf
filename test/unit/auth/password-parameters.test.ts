// Stored password hashes (server/auth/passwords.ts) are checked with the parameters stored in them, so raising the
// cost later keeps older hashes valid; anything malformed is a mismatch, never a crash.
import { scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "../../../server/auth/passwords";

const salt = Buffer.from("0123456789abcdef");
const scryptHash = (password: string, saltBytes: Buffer, N: number, length = 64) =>
  scryptSync(password, saltBytes, length, { N, r: 8, p: 1 }).toString("base64url");

describe("stored password hashes", () => {
  it("are checked with the cost they were made with", async () => {
    const stored = `scrypt$1024$8$1$${salt.toString("base64url")}$${scryptHash("old password", salt, 1024)}`;
    expect(await verifyPassword("old password", stored)).toBe(true);
    expect(await verifyPassword("other password", stored)).toBe(false);
  });

  it("of another scheme, without a salt or of another length are a mismatch", async () => {
    const valid = await hashPassword("secret words");
    expect(await verifyPassword("secret words", valid.replace(/^scrypt/, "bcrypt"))).toBe(false);
    const unsalted = `scrypt$16384$8$1$$${scryptHash("secret words", Buffer.alloc(0), 16384)}`;
    expect(await verifyPassword("secret words", unsalted)).toBe(false);
    const short = `scrypt$16384$8$1$${salt.toString("base64url")}$${scryptHash("secret words", salt, 16384, 32)}`;
    expect(await verifyPassword("secret words", short)).toBe(false);
    expect(await verifyPassword("secret words", `scrypt$16384$8$1$${salt.toString("base64url")}$`)).toBe(false);
  });
});
