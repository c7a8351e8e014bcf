import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAccessTokens, VerifiedTokens } from "../../../server/auth/access-token";
import { loadConfig } from "../../../server/config";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-tokens-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = (secret: string) =>
  loadConfig({ DATA_DIR: dataDir, AUTH_JWT_SECRET: secret, ACCESS_TOKEN_TTL_MINUTES: "15" });

describe("access tokens", () => {
  it("verifies its own tokens, also from the cache, and stops at their expiry", async () => {
    let clock = Date.now();
    const tokens = await createAccessTokens(config("a-secret-of-at-least-32-characters!!"), () => clock);
    const token = await tokens.sign(42);
    expect(await tokens.verify(token)).toBe(42);
    expect(await tokens.verify(token)).toBe(42);
    clock += 15 * 60 * 1000 + 1000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it("refuses tokens signed with another key, tampered ones and garbage", async () => {
    const ours = await createAccessTokens(config("a-secret-of-at-least-32-characters!!"));
    const theirs = await createAccessTokens(config("another-secret-of-at-least-32-chars!!"));
    const foreign = await theirs.sign(7);
    expect(await ours.verify(foreign)).toBeNull();
    const [header, , signature] = (await ours.sign(7)).split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ sub: "1", iss: "kundali-guru", exp: 9999999999 })).toString(
      "base64url",
    );
    expect(await ours.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await ours.verify("not-a-token")).toBeNull();
  });
});

describe("VerifiedTokens", () => {
  it("forgets an entry at its expiry and keeps at most its capacity, dropping the oldest", () => {
    const cache = new VerifiedTokens(2);
    cache.set("a", 1, 1_000);
    expect(cache.get("a", 999)).toBe(1);
    expect(cache.get("a", 1_000)).toBeNull();
    expect(cache.size).toBe(0);
    cache.set("b", 2, 5_000);
    cache.set("c", 3, 5_000);
    cache.set("d", 4, 5_000);
    expect(cache.size).toBe(2);
    expect(cache.get("b", 0)).toBeNull();
    expect([cache.get("c", 0), cache.get("d", 0)]).toEqual([3, 4]);
  });
});
