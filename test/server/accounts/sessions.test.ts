import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../server/db/client";
import {
  charts,
  chatMessages,
  couponRedemptions,
  coupons,
  emailTokens,
  guestSessions,
  purchases,
  quotaLedger,
  refreshTokens,
  users,
} from "../../../server/db/schema";
import { postJson, registerAndLogin, registrationPayload, TEST_PASSWORD } from "../../support/accounts";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

const refresh = (app: App, token: unknown) => postJson(app, "/api/refresh-token", { refresh_token: token });

describe.each(dbKinds)("sessions and the user's own account on %s", (kind) => {
  let database: Database;
  let app: App;
  let outbox: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    outbox = mkdtempSync(path.join(os.tmpdir(), "kundali-outbox-"));
    app = (await createTestApp(database, { MAIL_OUTBOX_DIR: outbox })).app;
  });
  afterAll(async () => {
    await database.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  describe("POST /api/login", () => {
    it("answers tokens, the profile without timestamps, and the guru", async () => {
      const payload = registrationPayload();
      expect((await postJson(app, "/api/register", payload)).status).toBe(200);
      const res = await postJson(app, "/api/login", {
        email: String(payload.email).toUpperCase(),
        password: TEST_PASSWORD,
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(["access_token", "guru_profile", "refresh_token", "user"]);
      expect(body.access_token.split(".")).toHaveLength(3);
      expect(body.user).toEqual({
        id: expect.any(Number),
        name: "Asha Sharma",
        email: payload.email,
        gender: "female",
        contact: "+977-9812345678",
        guru_id: expect.any(Number),
        birth_date: "1990-04-12",
        birth_time: "06:30",
        birth_place: "Kathmandu",
        country: "Nepal",
        email_verified: false,
        guru_profile: body.guru_profile,
      });
      expect(body.guru_profile).toMatchObject({ name: expect.any(String), image_url: expect.any(String) });
    });

    it.each([
      ["a wrong password", (email: string) => ({ email, password: "wrong-password" })],
      ["an unknown address", () => ({ email: "nobody@example.com", password: TEST_PASSWORD })],
    ])("refuses %s with the same 422", async (_what, body) => {
      const { email } = await registerAndLogin(app);
      const res = await postJson(app, "/api/login", body(email));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        message: "These credentials do not match our records.",
        messageId: "invalidCredentials",
        errors: { email: ["These credentials do not match our records."] },
        errorIds: { email: "invalidCredentials" },
      });
    });

    it("asks for missing fields", async () => {
      const res = await postJson(app, "/api/login", { email: "", password: null });
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({
        email: ["The email field is required."],
        password: ["The password field is required."],
      });
    });
  });

  describe("POST /api/refresh-token", () => {
    it("rotates: the new pair works, the old refresh token does not", async () => {
      const session = await registerAndLogin(app);
      const res = await refresh(app, session.refreshToken);
      expect(res.status).toBe(200);
      const pair = await res.json();
      expect(Object.keys(pair).sort()).toEqual(["access_token", "refresh_token"]);
      expect(pair.refresh_token).not.toBe(session.refreshToken);
      const me = await app.request("/api/user", { headers: { authorization: `Bearer ${pair.access_token}` } });
      expect(me.status).toBe(200);
      expect((await refresh(app, pair.refresh_token)).status).toBe(200);
    });

    it("treats a reused token as theft and revokes the whole family, but not other logins", async () => {
      const first = await registerAndLogin(app);
      const second = await postJson(app, "/api/login", { email: first.email, password: TEST_PASSWORD });
      const otherLogin = (await second.json()).refresh_token as string;

      const next = (await (await refresh(app, first.refreshToken)).json()).refresh_token as string;
      const replay = await refresh(app, first.refreshToken);
      expect(replay.status).toBe(401);
      expect(await replay.json()).toEqual({
        message: "Your session has expired. Please log in again.",
        messageId: "sessionExpired",
      });
      // The legitimate successor is dead too...
      expect((await refresh(app, next)).status).toBe(401);
      // ...while the user's other login carries on.
      expect((await refresh(app, otherLogin)).status).toBe(200);
    });

    it("lets exactly one of several concurrent refreshes with one token win", async () => {
      const session = await registerAndLogin(app);
      const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(app, session.refreshToken)));
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 401, 401, 401, 401]);
      const [rows] = await Promise.all([
        database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userId)),
      ]);
      // The login's token and exactly one successor.
      expect(rows).toHaveLength(2);
    });

    it("refuses unknown and expired tokens", async () => {
      expect((await refresh(app, "not-a-token")).status).toBe(401);
      const session = await registerAndLogin(app);
      await database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, session.userId));
      expect((await refresh(app, session.refreshToken)).status).toBe(401);
    });

    it("asks for a missing token with a 422, not a 401", async () => {
      const res = await refresh(app, undefined);
      expect(res.status).toBe(422);
      expect((await res.json()).errors).toEqual({ refresh_token: ["The refresh token field is required."] });
    });
  });

  describe("GET /api/user", () => {
    it.each([
      [{}],
      [{ authorization: "Bearer null" }],
      [{ authorization: "Bearer undefined" }],
      [{ authorization: "Bearer " }],
    ])("treats %j as a guest: 401 asking to log in", async (headers) => {
      const res = await app.request("/api/user", { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Please log in to continue.", messageId: "logInToContinue" });
    });

    it("answers an invalid token with 401 session expired", async () => {
      const res = await app.request("/api/user", { headers: { authorization: "Bearer abc.def.ghi" } });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: "Your session has expired. Please log in again.",
        messageId: "sessionExpired",
      });
    });
  });

  describe("DELETE /api/delete-account", () => {
    const del = (headers: Record<string, string>, body: unknown) =>
      app.request("/api/delete-account", {
        method: "DELETE",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });

    it.each([[{ name: "Delete" }], [{ name: "delete " }], [{}], [{ name: 1 }]])(
      "refuses %j with the confirmation message and keeps the account",
      async (body) => {
        const session = await registerAndLogin(app);
        const res = await del(session.authHeader, body);
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({
          message: "Please enter correct confirmation message",
          errors: { name: ["Please enter correct confirmation message"] },
        });
        expect(await database.db.$count(users, eq(users.id, session.userId))).toBe(1);
      },
    );

    it("needs a logged-in user", async () => {
      expect((await del({}, { name: "delete" })).status).toBe(401);
    });

    it("deletes the user and every personal row, keeping purchases detached", async () => {
      const sessionId = `claimed-${kind}`;
      await database.db.insert(guestSessions).values({ id: sessionId });
      await database.db.insert(chatMessages).values({ sessionId, query: "Career?", responseHtml: "<p>Good</p>" });
      const session = await registerAndLogin(app, { session_id: sessionId, name: "Mina Rai" });
      const userId = session.userId;
      const [coupon] = await database.db
        .insert(coupons)
        .values({ code: `DEL${kind}`.toUpperCase(), questions: 2 })
        .returning();
      await database.db.insert(couponRedemptions).values({ couponId: coupon?.id ?? 0, userId });
      await database.db.insert(purchases).values({
        userId,
        productId: "pack_5",
        purchaseToken: `tok-${kind}`,
        queries: 5,
        verifiedBy: "sandbox",
      });
      await refresh(app, session.refreshToken);

      const res = await del(session.authHeader, { name: "delete" });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: "Your account has been deleted successfully!" });

      const left = {
        users: await database.db.$count(users, eq(users.id, userId)),
        refresh: await database.db.$count(refreshTokens, eq(refreshTokens.userId, userId)),
        mailTokens: await database.db.$count(emailTokens, eq(emailTokens.userId, userId)),
        quota: await database.db.$count(
          quotaLedger,
          or(eq(quotaLedger.userId, userId), eq(quotaLedger.sessionId, sessionId)),
        ),
        charts: await database.db.$count(charts, eq(charts.userId, userId)),
        chats: await database.db.$count(
          chatMessages,
          or(eq(chatMessages.userId, userId), eq(chatMessages.sessionId, sessionId)),
        ),
        redemptions: await database.db.$count(couponRedemptions, eq(couponRedemptions.userId, userId)),
        sessions: await database.db.$count(guestSessions, eq(guestSessions.id, sessionId)),
      };
      expect(left).toEqual({
        users: 0,
        refresh: 0,
        mailTokens: 0,
        quota: 0,
        charts: 0,
        chats: 0,
        redemptions: 0,
        sessions: 0,
      });
      const [purchase] = await database.db
        .select()
        .from(purchases)
        .where(eq(purchases.purchaseToken, `tok-${kind}`));
      expect(purchase).toMatchObject({ userId: null, queries: 5 });

      expect((await app.request("/api/user", { headers: session.authHeader })).status).toBe(401);
      expect((await postJson(app, "/api/login", { email: session.email, password: TEST_PASSWORD })).status).toBe(422);
    });
  });
});
