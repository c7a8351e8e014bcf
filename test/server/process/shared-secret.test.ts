// Several instances on one PostgreSQL: each must accept the access tokens the others sign, so the key is a
// setting they share; without it an instance refuses to start instead of generating a key of its own.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { registrationPayload } from "../../support/accounts";
import { startServer } from "../../support/server-process";

const SECRET = "shared-secret-test-key-0123456789abcdefghij";

describe("the access-token key on PostgreSQL", { timeout: 240_000 }, () => {
  const adminUrl = inject("postgresUrl");
  const dbName = `kundali_secret_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  beforeAll(() => admin(`create database ${dbName}`));
  afterAll(() => admin(`drop database if exists ${dbName} with (force)`));

  it("refuses to start on DATABASE_URL without AUTH_JWT_SECRET, in one line", async () => {
    const started = startServer({ DATABASE_URL: url.toString() });
    // Should it start after all, stop it rather than leave it running.
    started.then((server) => server.stop()).catch(() => {});
    await expect(started).rejects.toThrow(
      /exited with code 2:\s*Invalid setting AUTH_JWT_SECRET: required with DATABASE_URL[^\n]*\n?$/,
    );
  });

  it("lets an instance accept a token another instance signed", async () => {
    const env = { DATABASE_URL: url.toString(), AUTH_JWT_SECRET: SECRET };
    const [one, two] = await Promise.all([startServer(env), startServer(env)]);
    try {
      const payload = registrationPayload({});
      const registered = await fetch(`${one.url}/api/register`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
      expect(registered.status).toBe(200);
      const login = await fetch(`${one.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: payload.email, password: payload.password }),
      });
      const { access_token: token } = (await login.json()) as { access_token: string };
      const profile = await fetch(`${two.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
      expect(profile.status).toBe(200);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
