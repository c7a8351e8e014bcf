// Mail end to end through a real SMTP peer: the links in the mails work, once.
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/db/client";
import { users } from "../../../server/db/schema";
import { linkInMail, logIn, postJson, registerAndLogin, registrationPayload } from "../../support/accounts";
import { dbKinds, openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

type App = Awaited<ReturnType<typeof createTestApp>>["app"];
interface Received {
  to: string[];
  raw: string;
}

describe.each(dbKinds)("mail through a real SMTP server on %s", (kind) => {
  let database: Database;
  let app: App;
  let smtp: SMTPServer;
  const inbox: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          inbox.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    database = await openTestDatabase(kind);
    app = (
      await createTestApp(database, {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        PUBLIC_URL: "http://app.test:8080",
        MAIL_FROM: "Kundali Guru <guru@app.test>",
      })
    ).app;
  });
  afterAll(async () => {
    await database.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const mailsTo = (address: string, subject: string) =>
    inbox.filter((m) => m.to.includes(address) && m.raw.includes(`Subject: ${subject}`));

  /** The first mail to `address` with `subject`, once the SMTP peer received it (mail is sent in the background). */
  function mailTo(address: string, subject: string): Promise<Received> {
    return vi.waitFor(
      () => {
        const [mail] = mailsTo(address, subject);
        if (!mail) throw new Error(`no mail "${subject}" to ${address}`);
        return mail;
      },
      { timeout: 10_000, interval: 25 },
    );
  }

  it("mails a verification link that verifies the address once", async () => {
    const payload = registrationPayload();
    expect((await postJson(app, "/api/register", payload)).status).toBe(200);
    const mail = await mailTo(String(payload.email), "Verify your e-mail address");
    expect(mail.raw).toMatch(/From: Kundali Guru <guru@app\.test>/);
    expect(mail.raw).toMatch(/text\/plain/);
    expect(mail.raw).toMatch(/text\/html/);
    const link = linkInMail(mail.raw, "/verification");
    expect(link?.origin).toBe("http://app.test:8080");
    const token = link?.searchParams.get("token");

    const res = await postJson(app, "/api/email/verify", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { email: payload.email } });
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, String(payload.email)));
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await postJson(app, "/api/email/verify", { token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      message: "This verification link is invalid or has expired.",
      messageId: "verificationLinkInvalid",
    });
  });

  it("mails another verification link on request, only to an address still waiting, never refusing the address named", async () => {
    const payload = registrationPayload();
    const address = String(payload.email);
    expect((await postJson(app, "/api/register", payload)).status).toBe(200);
    await mailTo(address, "Verify your e-mail address");
    const ask = (email: string) => postJson(app, "/api/email/verification-mail", { email });

    const res = await ask(address.toUpperCase());
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer).toEqual({
      message: "If an account with this e-mail address is waiting for verification, we have sent it a new link.",
    });
    await vi.waitFor(() => expect(mailsTo(address, "Verify your e-mail address")).toHaveLength(2), {
      timeout: 10_000,
      interval: 25,
    });
    const newest = linkInMail((mailsTo(address, "Verify your e-mail address")[1] as Received).raw, "/verification");
    const verified = await postJson(app, "/api/email/verify", { token: newest?.searchParams.get("token") });
    expect(verified.status).toBe(200);

    // Verified now, and an unknown address: the same answer, and no mail.
    const unknown = `nobody-verify-${kind}@example.com`;
    for (const email of [address, unknown]) expect(await (await ask(email)).json()).toEqual(answer);
    // However often the address is named, the answer stays the same (the mails are capped silently, never refused).
    expect((await ask(address)).status).toBe(200);
    expect((await ask(address)).status).toBe(200);
    expect((await ask("malformed")).status).toBe(422);
    // A mail for the known address asked afterwards would have come after any mail of those calls.
    const other = registrationPayload();
    expect((await postJson(app, "/api/register", other)).status).toBe(200);
    await mailTo(String(other.email), "Verify your e-mail address");
    expect(mailsTo(address, "Verify your e-mail address")).toHaveLength(2);
    expect(inbox.some((m) => m.to.includes(unknown))).toBe(false);
  });

  it("mails a reset link that sets the new password and ends every session", async () => {
    const session = await registerAndLogin(app);
    // An older link, asked for first: it must stop working once the password is reset with the newer one.
    expect((await postJson(app, "/api/forgot-password", { email: session.email })).status).toBe(200);
    const older = linkInMail((await mailTo(session.email, "Reset your password")).raw, "/reset-password");
    inbox.length = 0;
    const res = await postJson(app, "/api/forgot-password", { email: session.email.toUpperCase() });
    expect(res.status).toBe(200);
    const answer = await res.json();
    const mail = await mailTo(session.email, "Reset your password");
    const link = linkInMail(mail.raw, "/reset-password");
    expect(link?.pathname).toBe("/reset-password");
    expect(link?.searchParams.get("email")).toBe(session.email);
    const token = link?.searchParams.get("token");

    const wrongAddress = await postJson(app, "/api/reset-password", {
      token,
      email: "someone-else@example.com",
      password: "brand new pw",
      password_confirmation: "brand new pw",
    });
    expect(wrongAddress.status).toBe(400);

    const reset = await postJson(app, "/api/reset-password", {
      token,
      email: session.email,
      password: "brand new pw",
      password_confirmation: "brand new pw",
    });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({
      data: { message: "Your password has been reset. Please log in with your new password." },
    });
    expect((await postJson(app, "/api/refresh-token", { refresh_token: session.refreshToken })).status).toBe(401);
    expect((await postJson(app, "/api/login", { email: session.email, password: session.password })).status).toBe(422);
    await logIn(app, session.email, "brand new pw");

    const reuse = await postJson(app, "/api/reset-password", {
      token,
      email: session.email,
      password: "another pw",
      password_confirmation: "another pw",
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({
      message: "This password reset link is invalid or has expired.",
      messageId: "resetLinkInvalid",
    });
    const olderReuse = await postJson(app, "/api/reset-password", {
      token: older?.searchParams.get("token"),
      email: session.email,
      password: "another pw",
      password_confirmation: "another pw",
    });
    expect(olderReuse.status).toBe(400);

    // Unknown addresses get the very same answer, and no mail.
    const unknown = await postJson(app, "/api/forgot-password", { email: `nobody-${kind}@example.com` });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(answer);
    expect(answer).toEqual({
      message: "If an account exists for this e-mail address, we have sent a link to reset its password.",
    });
    // A mail to the unknown address would have been handed to the transport before that answer; one asked for
    // afterwards for a known address arriving is the point by which it would have arrived too.
    const resetMails = mailsTo(session.email, "Reset your password").length;
    expect((await postJson(app, "/api/forgot-password", { email: session.email })).status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(session.email, "Reset your password")).toHaveLength(resetMails + 1), {
      timeout: 10_000,
      interval: 25,
    });
    expect(inbox.some((m) => m.to.includes(`nobody-${kind}@example.com`))).toBe(false);
  });

  it("validates the reset form like the client does", async () => {
    const res = await postJson(app, "/api/reset-password", {
      token: "x",
      email: "a@example.com",
      password: "12345",
      password_confirmation: "12346",
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual({
      password: ["The password field must be at least 6 characters."],
      password_confirmation: ["Password does not match"],
    });
    const mismatch = await postJson(app, "/api/reset-password", {
      token: "x",
      email: "a@example.com",
      password: "123456",
      password_confirmation: "123457",
    });
    expect((await mismatch.json()).errors).toEqual({ password_confirmation: ["Password does not match"] });
  });
});
