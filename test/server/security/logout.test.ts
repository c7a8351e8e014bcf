// Logging out ends the login on the server: POST /api/logout revokes the refresh token's whole family, so neither
// that token, nor its successors, nor a stolen copy renews again. Other logins of the account go on.
import { describe, expect, it } from "vitest";
import { logIn, postJson, registerAndLogin } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { useTestApp } from "../../support/test-app";

describe.each(dbKinds)("POST /api/logout on %s", (kind) => {
  const suite = useTestApp(kind);
  const refresh = (token: string) => postJson(suite.app, "/api/refresh-token", { refresh_token: token });
  const logout = (body: unknown) => postJson(suite.app, "/api/logout", body);

  it("ends the login: its refresh token renews nothing afterwards", async () => {
    const session = await registerAndLogin(suite.app);
    const res = await logout({ refresh_token: session.refreshToken });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "You have been logged out." });
    expect((await refresh(session.refreshToken)).status).toBe(401);
  });

  it("revokes the whole family: an earlier token of the login cannot be replayed, and other logins go on", async () => {
    const session = await registerAndLogin(suite.app);
    const other = await logIn(suite.app, session.email, session.password);
    const renewed = (await (await refresh(session.refreshToken)).json()) as { refresh_token: string };
    const next = (await (await refresh(renewed.refresh_token)).json()) as { refresh_token: string };
    expect((await logout({ refresh_token: next.refresh_token })).status).toBe(200);
    expect((await refresh(next.refresh_token)).status).toBe(401);
    // The other device's login is its own family.
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });

  it("answers an unknown or spent token alike, and asks for a missing one with a 422", async () => {
    expect((await logout({ refresh_token: "not-a-token" })).status).toBe(200);
    const session = await registerAndLogin(suite.app);
    expect((await logout({ refresh_token: session.refreshToken })).status).toBe(200);
    expect((await logout({ refresh_token: session.refreshToken })).status).toBe(200);
    expect((await logout({})).status).toBe(422);
  });
});
