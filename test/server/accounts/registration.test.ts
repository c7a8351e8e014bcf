import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/db/client";
import {
  charts,
  chatMessages,
  coupons,
  guestSessions,
  guruProfiles,
  quotaLedger,
  users,
} from "../../../server/db/schema";
import { remainingQuestions } from "../../../server/quota/ledger";
import {
  linkInMail,
  logIn,
  personalRowCounts,
  postJson,
  registrationPayload,
  TEST_PASSWORD,
} from "../../support/accounts";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

/** The mail's text parts, decoded from quoted-printable or base64. */
function decodedMailText(mail: string): string {
  const parts = mail.split(/\r?\n--/);
  return parts
    .map((part) => {
      const body = part
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join("\n\n");
      if (/Content-Transfer-Encoding: base64/i.test(part))
        return Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8");
      if (/Content-Transfer-Encoding: quoted-printable/i.test(part)) {
        const joined = body.replace(/=\r?\n/g, "");
        return Buffer.from(
          joined.replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8");
      }
      return body;
    })
    .join("\n");
}

/** What `probe` finds, once it finds something (the mail is written in the background). */
function eventually<T>(probe: () => T | undefined, what: string): Promise<T> {
  return vi.waitFor(
    () => {
      const value = probe();
      if (value === undefined) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout: 5_000, interval: 25 },
  );
}

describe.each(dbKinds)("POST /api/register on %s", (kind) => {
  let database: Database;
  let app: App;
  let outbox: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    outbox = mkdtempSync(path.join(os.tmpdir(), "kundali-outbox-"));
    app = (await createTestApp(database, { MAIL_OUTBOX_DIR: outbox, PUBLIC_URL: "https://kundali.example" })).app;
  });
  afterAll(async () => {
    await database.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  async function guestWithChart(sessionId: string) {
    const [guru] = await database.db.select().from(guruProfiles).limit(1);
    await database.db.insert(guestSessions).values({ id: sessionId, guruId: guru?.id ?? null });
    await database.db.insert(charts).values({
      sessionId,
      name: "Ravi Karki",
      gender: "male",
      birthDate: "1988-11-02",
      birthTime: "14:05",
      birthPlace: "Pokhara",
      country: "Nepal",
      lat: 28.2,
      lon: 83.98,
      timezone: "Asia/Kathmandu",
      birthUtc: new Date("1988-11-02T08:20:00Z"),
      horoscopeSign: "Leo",
      interpretation: "A steady chart.",
      astroData: {},
    });
    await database.db.insert(chatMessages).values({ sessionId, query: "Will I marry?", responseHtml: "<p>Yes</p>" });
    await database.db.insert(quotaLedger).values([
      { sessionId, delta: 1, reason: "guest_chart" },
      { sessionId, delta: -1, reason: "answer" },
      { sessionId, delta: 2, reason: "grant" },
    ]);
    return guru;
  }

  it("creates the account, assigns a guru, credits one question and mails a verification link", async () => {
    const payload = registrationPayload({ email: "New.Person@Example.com" });
    const res = await postJson(app, "/api/register", payload);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      data: {
        message:
          "Thank you for registering! We have sent you an e-mail: please check your inbox to verify your address.",
        messageId: "registered",
        guru_profile: {
          name: expect.any(String),
          expertise: expect.any(String),
          profile_description: expect.any(String),
          image_url: expect.stringMatching(/^\//),
        },
      },
    });
    const [user] = await database.db.select().from(users).where(eq(users.email, "new.person@example.com"));
    expect(user).toMatchObject({
      name: "Asha Sharma",
      contact: "+977-9812345678",
      birthTime: "06:30",
      isParent: false,
    });
    expect(user?.guruId).not.toBeNull();
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
    expect(await remainingQuestions(database.db, { userId: user?.id ?? 0 })).toBe(1);

    const file = await eventually(
      () =>
        readdirSync(outbox).find((f) => readFileSync(path.join(outbox, f), "utf8").includes("new.person@example.com")),
      "the verification mail",
    );
    const mail = readFileSync(path.join(outbox, file), "utf8");
    expect(mail).toMatch(/Subject: Verify your e-mail address/);
    expect(mail).toMatch(/Content-Type: text\/plain/);
    expect(mail).toMatch(/Content-Type: text\/html/);
    const link = linkInMail(mail, "/verification");
    expect(link?.origin).toBe("https://kundali.example");
    const token = link?.searchParams.get("token");
    expect(token).toMatch(/^[\w-]{43}$/);
    const verified = await postJson(app, "/api/email/verify", { token });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ data: { email: "new.person@example.com" } });
  });

  it.each([
    ["Ram Bahadur Thapa", "+974-33123456"],
    ["सीता शर्मा", "+971-501234567"],
  ])("keeps %j whole (account, chart, mail) with the contact %s", async (name, contact) => {
    const payload = registrationPayload({ name, contact });
    expect((await postJson(app, "/api/register", payload)).status).toBe(200);
    const session = await logIn(app, String(payload.email));
    const me = await (await app.request("/api/user", { headers: session.authHeader })).json();
    expect(me).toMatchObject({ name, contact });
    const [chart] = await database.db.select().from(charts).where(eq(charts.userId, session.userId));
    expect(chart?.name).toBe(name);
    const file = await eventually(
      () => readdirSync(outbox).find((f) => readFileSync(path.join(outbox, f), "utf8").includes(String(payload.email))),
      "the verification mail",
    );
    // the text part may be quoted-printable or base64: decode what nodemailer wrote
    const mail = readFileSync(path.join(outbox, file), "utf8");
    expect(decodedMailText(mail)).toContain(name);
  });

  it("computes the account's chart from the birth details in page mode", async () => {
    const payload = registrationPayload();
    expect((await postJson(app, "/api/register", payload)).status).toBe(200);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    const rows = await database.db
      .select()
      .from(charts)
      .where(eq(charts.userId, user?.id ?? 0));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Asha Sharma",
      birthDate: "1990-04-12",
      birthTime: "06:30",
      timezone: "Asia/Kathmandu",
    });
    expect(rows[0]?.horoscopeSign).toMatch(/\w+/);
  });

  it("casts the page-mode chart for the picked place_id, kept as the gazetteer names it", async () => {
    // Aurangābād in Bihar (GeoNames 1278148); by name alone the larger Aurangabad in Maharashtra would be taken. The
    // suggestion was shown in Hindi; the account keeps the gazetteer's name, which /profile writes in any language.
    const payload = registrationPayload({ birth_place: "औरंगाबाद, भारत", country: "India", place_id: 1278148 });
    expect((await postJson(app, "/api/register", payload)).status).toBe(200);
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    const [chart] = await database.db
      .select()
      .from(charts)
      .where(eq(charts.userId, user?.id ?? 0));
    expect(chart?.lat).toBeCloseTo(24.752, 2);
    expect([user?.birthPlace, user?.country]).toEqual(["Aurangābād", "India"]);
  });

  it("refuses a place_id that is not a number, creating nothing", async () => {
    const before = await personalRowCounts(database.db);
    const res = await postJson(app, "/api/register", registrationPayload({ place_id: "north" }));
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["place_id"]);
    expect(await personalRowCounts(database.db)).toEqual(before);
  });

  it("refuses a birth place it cannot find, creating nothing", async () => {
    const before = await personalRowCounts(database.db);
    const res = await postJson(app, "/api/register", registrationPayload({ birth_place: "Qwxzvplk Nowhere" }));
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors)).toEqual(["birth_place"]);
    expect(await personalRowCounts(database.db)).toEqual(before);
  });

  it("answers every missing field at once, with the field messages", async () => {
    const before = await personalRowCounts(database.db);
    const res = await postJson(app, "/api/register", {});
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({
      name: ["The name field is required"],
      email: ["The email field is required."],
      birth_date: ["The birth date is required"],
      birth_time: ["The birth time is required"],
      birth_place: ["The birth place is required"],
      password: ["The password field is required."],
      password_confirmation: ["The password confirmation field is required."],
    });
    expect(body.message).toBe("The email field is required. (and 6 more errors)");
    expect(await personalRowCounts(database.db)).toEqual(before);
  });

  it.each([
    [
      { password: "abc12", password_confirmation: "abc12" },
      "password",
      "The password field must be at least 6 characters.",
    ],
    [{ password_confirmation: "different1" }, "password_confirmation", "Password does not match"],
    [{ email: "not-an-email" }, "email", "The email field must be a valid email address."],
    [{ contact: "9812345678" }, "contact", "The contact must look like +{dial code}-{number}, e.g. +977-9812345678."],
    [{ birth_time: "6:30 PM" }, "birth_time", "The birth time must be in HH:MM (24-hour) format."],
    [{ birth_time: "24:00" }, "birth_time", "The birth time must be in HH:MM (24-hour) format."],
    [{ birth_date: "1990-02-30" }, "birth_date", "The birth date must be a real date (YYYY-MM-DD), not in the future."],
    [{ birth_date: "2999-01-01" }, "birth_date", "The birth date must be a real date (YYYY-MM-DD), not in the future."],
    [{ name: "null" }, "name", "The name field is required"],
    [{ name: "Asha" }, "name", "Please enter both first and last name"],
    [{ name: "Asha Sharma2" }, "name", "Please enter both first and last name"],
    // a name goes into the verification mail: a line break there could add headers
    [{ name: "Asha\r\nBcc: victim@example.com" }, "name", "Please enter both first and last name"],
    [{ name: "Asha Sharma\nX" }, "name", "Please enter both first and last name"],
    [{ contact: "+977-12345" }, "contact", "Please enter a valid phone number for the chosen country."],
    [{ contact: "+974-12345678" }, "contact", "Please enter a valid phone number for the chosen country."],
    [{ contact: "+44-07911123456" }, "contact", "Please enter a valid phone number for the chosen country."],
    [{ birth_place: "   " }, "birth_place", "The birth place is required"],
  ])("refuses %j with a message on %s", async (override, field, message) => {
    const before = await personalRowCounts(database.db);
    const res = await postJson(app, "/api/register", registrationPayload(override));
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body).toEqual({ message, errors: { [field]: [message] } });
    expect(await personalRowCounts(database.db)).toEqual(before);
  });

  it("adds no account for an address that is taken, whatever its case (and answers as for a free one)", async () => {
    const first = registrationPayload();
    expect((await postJson(app, "/api/register", first)).status).toBe(200);
    const before = await personalRowCounts(database.db);
    const res = await postJson(app, "/api/register", registrationPayload({ email: String(first.email).toUpperCase() }));
    expect(res.status).toBe(200);
    expect(await personalRowCounts(database.db)).toEqual(before);
  });

  it("makes exactly one account of two simultaneous registrations of one address, answering both alike", async () => {
    const payload = registrationPayload();
    const answers = await Promise.all([
      postJson(app, "/api/register", payload),
      postJson(app, "/api/register", payload),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await database.db.$count(users, eq(users.email, String(payload.email)))).toBe(1);
  });

  it("applies a coupon of 3+ characters and ignores a shorter one", async () => {
    await database.db.insert(coupons).values({ code: "WELCOME5", questions: 5 });
    const withCoupon = registrationPayload({ coupon_code: "welcome5" });
    expect((await postJson(app, "/api/register", withCoupon)).status).toBe(200);
    const a = await logIn(app, String(withCoupon.email));
    expect(await remainingQuestions(database.db, { userId: a.userId })).toBe(6);

    const short = registrationPayload({ coupon_code: "WE" });
    expect((await postJson(app, "/api/register", short)).status).toBe(200);
    const b = await logIn(app, String(short.email));
    expect(await remainingQuestions(database.db, { userId: b.userId })).toBe(1);
  });

  it("refuses an unknown coupon and creates nothing", async () => {
    const before = await personalRowCounts(database.db);
    const res = await postJson(app, "/api/register", registrationPayload({ coupon_code: "NOPE-123" }));
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({ coupon_code: ["This coupon code is not valid."] });
    expect(await personalRowCounts(database.db)).toEqual(before);
  });

  it("in modal mode moves the guest's chart, chats and questions to the account, once", async () => {
    const sessionId = `guest-${kind}-modal`;
    const guru = await guestWithChart(sessionId);
    const payload = {
      email: `modal-${kind}@example.com`,
      contact: "+1-2025550123",
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      is_parent: "Y",
      session_id: sessionId,
    };
    const res = await postJson(app, "/api/register", payload);
    expect(res.status).toBe(200);
    expect((await res.json()).data.guru_profile.name).toBe(guru?.name);

    const session = await logIn(app, payload.email);
    const me = await (await app.request("/api/user", { headers: session.authHeader })).json();
    expect(me).toMatchObject({
      name: "Ravi Karki",
      gender: "male",
      birth_date: "1988-11-02",
      birth_time: "14:05",
      birth_place: "Pokhara",
      country: "Nepal",
      guru_id: guru?.id,
    });
    expect(await database.db.$count(charts, eq(charts.userId, session.userId))).toBe(1);
    expect(await database.db.$count(chatMessages, eq(chatMessages.userId, session.userId))).toBe(1);
    // guest's 1 - 1 + 2, plus the registration question
    expect(await remainingQuestions(database.db, { userId: session.userId })).toBe(3);
    expect(await remainingQuestions(database.db, { sessionId })).toBe(0);
    const [claimed] = await database.db.select().from(guestSessions).where(eq(guestSessions.id, sessionId));
    expect(claimed?.claimedByUserId).toBe(session.userId);

    const again = await postJson(app, "/api/register", { ...payload, email: `modal2-${kind}@example.com` });
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({
      session_id: ["This session has expired or was already used. Please start again."],
    });
    expect(await database.db.$count(users, eq(users.email, `modal2-${kind}@example.com`))).toBe(0);
  });

  it("in modal mode lets only one of two simultaneous registrations claim a session", async () => {
    const sessionId = `guest-${kind}-race`;
    await guestWithChart(sessionId);
    const body = (n: number) => ({
      email: `race${n}-${kind}@example.com`,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      session_id: sessionId,
    });
    const answers = await Promise.all([
      postJson(app, "/api/register", body(1)),
      postJson(app, "/api/register", body(2)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const [chart] = await database.db.select().from(charts).where(eq(charts.sessionId, sessionId));
    const [owner] = await database.db
      .select()
      .from(users)
      .where(eq(users.id, chart?.userId ?? 0));
    expect([`race1-${kind}@example.com`, `race2-${kind}@example.com`]).toContain(owner?.email);
    const race = await database.db
      .select()
      .from(users)
      .where(like(users.email, `race%-${kind}@example.com`));
    expect(race).toHaveLength(1);
  });

  it("in modal mode refuses an unknown session", async () => {
    const res = await postJson(app, "/api/register", {
      email: `nosession-${kind}@example.com`,
      password: TEST_PASSWORD,
      password_confirmation: TEST_PASSWORD,
      session_id: "no-such-session",
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toHaveProperty("session_id");
  });
});
