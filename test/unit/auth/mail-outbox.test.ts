// Without SMTP_URL mails land as .eml files in the outbox and their link is logged with its values redacted
// (the .eml keeps the live link; the log never does).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { appLink } from "../../../server/accounts/context";
import { loadConfig } from "../../../server/config";
import type { Logger } from "../../../server/log";
import { createMailer } from "../../../server/mail/mailer";
import { formatOutboxMails, lastOutboxMails, OUTBOX_INDEX, outboxDir } from "../../../server/mail/outbox";
import { passwordResetMail, verificationMail } from "../../../server/mail/templates";

describe("the file outbox", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "kundali-outbox-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("defaults to DATA_DIR/outbox", () => {
    expect(outboxDir(loadConfig({ DATA_DIR: "/srv/kundali" }))).toBe(path.join("/srv/kundali", "outbox"));
  });

  it("writes a multipart .eml with text and HTML, and logs the link without its token", async () => {
    const lines: string[] = [];
    const log: Logger = { debug: () => {}, info: (m) => lines.push(m), warn: () => {}, error: () => {} };
    const mailer = createMailer(loadConfig({ MAIL_OUTBOX_DIR: dir, MAIL_FROM: "Guru <guru@example.com>" }), log);
    const link = "http://localhost:8080/reset-password?token=abc&email=a%40example.com";
    await mailer.send(passwordResetMail("a@example.com", link, 60));

    const files = readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(dir, files[0] as string), "utf8");
    expect(raw).toMatch(/^From: Guru <guru@example\.com>$/m);
    expect(raw).toMatch(/^To: a@example\.com$/m);
    expect(raw).toMatch(/^Subject: Reset your password$/m);
    expect(raw).toMatch(/multipart\/alternative/);
    expect(raw).toMatch(/text\/plain/);
    expect(raw).toMatch(/text\/html/);
    expect(lines.join("\n")).toContain("http://localhost:8080/reset-password?token=[redacted]&email=[redacted]");
    expect(lines.join("\n")).not.toContain("abc");

    // The outbox's index keeps the live link for `npm run admin -- mails`, owner-only like the mail.
    expect(lastOutboxMails(dir, 5)).toEqual([
      { at: expect.any(String), to: "a@example.com", subject: "Reset your password", link, file: files[0] },
    ]);
    expect(statSync(path.join(dir, OUTBOX_INDEX)).mode & 0o077).toBe(0);
    expect(formatOutboxMails(dir, 5)).toMatch(
      /^\S+ {2}to a@example\.com {2}"Reset your password"\n {2}http:\/\/localhost:8080\/reset-password\?token=abc&email=a%40example\.com$/,
    );
    expect(formatOutboxMails(path.join(dir, "none"), 5)).toBe(`No mails in ${path.join(dir, "none")} yet.`);
  });

  it("escapes names in the HTML body", () => {
    const mail = verificationMail("x@example.com", "<script>alert(1)</script>", "http://h/verification?token=t", 48);
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    expect(mail.text).toContain("http://h/verification?token=t");
  });
});

describe("links in mails", () => {
  it("point into the app at PUBLIC_URL, keeping a base path", () => {
    expect(appLink(loadConfig({ PUBLIC_URL: "https://kundali.example" }), "/verification", { token: "a b" })).toBe(
      "https://kundali.example/verification?token=a+b",
    );
    expect(
      appLink(loadConfig({ PUBLIC_URL: "https://host.example/app" }), "/reset-password", {
        token: "t",
        email: "a@b.c",
      }),
    ).toBe("https://host.example/app/reset-password?token=t&email=a%40b.c");
  });
});
