// Where the access tokens' key comes from (server/auth/access-token.ts): AUTH_JWT_SECRET when set, else a random
// secret generated once under DATA_DIR/secrets, private to the server, so a restart keeps everyone's sessions.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAccessTokens } from "../../../server/auth/access-token";
import { loadConfig } from "../../../server/config";

const root = mkdtempSync(path.join(os.tmpdir(), "kundali-jwt-secret-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the access tokens' secret", () => {
  it("is generated once under DATA_DIR/secrets, readable by the server only, and kept across restarts", async () => {
    // A data directory that does not exist yet: its parents are made too.
    const dataDir = path.join(root, "fresh", "data");
    const first = await createAccessTokens(loadConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, "secrets", "jwt-secret");
    const secret = readFileSync(file, "utf8");
    expect(secret).toMatch(/^[\w-]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

    const token = await first.sign(5);
    const afterRestart = await createAccessTokens(loadConfig({ DATA_DIR: dataDir }));
    expect(await afterRestart.verify(token)).toBe(5);
    expect(readFileSync(file, "utf8")).toBe(secret);
    // It is the key itself: tokens signed with it as AUTH_JWT_SECRET are the same tokens.
    const configured = await createAccessTokens(loadConfig({ DATA_DIR: dataDir, AUTH_JWT_SECRET: secret }));
    expect(await configured.verify(token)).toBe(5);
  });

  it("is read without the line break an operator's editor may have added", async () => {
    const dataDir = path.join(root, "edited");
    const secret = "an-operator-written-secret-of-32-chars!!";
    mkdirSync(path.join(dataDir, "secrets"), { recursive: true });
    writeFileSync(path.join(dataDir, "secrets", "jwt-secret"), `${secret}\n`);
    const fromFile = await createAccessTokens(loadConfig({ DATA_DIR: dataDir }));
    const configured = await createAccessTokens(loadConfig({ DATA_DIR: root, AUTH_JWT_SECRET: secret }));
    expect(await fromFile.verify(await configured.sign(8))).toBe(8);
  });

  it("is AUTH_JWT_SECRET when set, leaving DATA_DIR alone", async () => {
    const dataDir = path.join(root, "configured");
    const tokens = await createAccessTokens(
      loadConfig({ DATA_DIR: dataDir, AUTH_JWT_SECRET: "a-secret-of-at-least-32-characters!!" }),
    );
    expect(await tokens.verify(await tokens.sign(3))).toBe(3);
    expect(() => statSync(path.join(dataDir, "secrets"))).toThrow(/ENOENT/);
  });
});
