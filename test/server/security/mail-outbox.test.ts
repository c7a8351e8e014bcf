// The file outbox (no SMTP_URL) logs where each mail went, never its link's token or the recipient; and nothing a
// user typed can add a header or a line to a mail.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/log";
import { createMailer } from "../../../server/mail/mailer";
import { verificationMail } from "../../../server/mail/templates";
import { postJson, registrationPayload } from "../../support/accounts";
import { dbKinds } from "../../support/databases";
import { outboxLink } from "../../support/outbox";
import { createTestApp, useTestApp } from "../../support/test-app";

describe.each(dbKinds)("mail outbox log on %s", (kind) => {
  const suite = useTestApp(kind);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kundali-outbox-log-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("logs verification and reset mails with their tokens and addresses redacted", async () => {
    const lines: string[] = [];
    const log = createLogger("info", { write: (line: string) => void lines.push(String(JSON.parse(line).msg)) });
    const { app } = await createTestApp(suite.database, { DATA_DIR: dataDir }, log);
    const payload = registrationPayload();
    const email = String(payload.email);
    expect((await postJson(app, "/api/register", payload)).status).toBe(200);
    await expect.poll(() => lines.some((l) => l.includes("/verification"))).toBe(true);
    expect((await postJson(app, "/api/forgot-password", { email })).status).toBe(200);
    await expect.poll(() => outboxLink(dataDir, email, "/reset-password")).not.toBeNull();
    // The log line follows the file.
    await expect.poll(() => lines.some((l) => l.includes("/reset-password"))).toBe(true);

    const verifyToken = new URLSearchParams(outboxLink(dataDir, email, "/verification")?.split("?")[1]).get("token");
    const resetToken = new URLSearchParams(outboxLink(dataDir, email, "/reset-password")?.split("?")[1]).get("token");
    const logged = lines.filter((l) => l.startsWith("Mail ")).join("\n");
    expect(logged).toMatch(/\/verification\?token=\[redacted\]/);
    expect(logged).toMatch(/\/reset-password\?token=\[redacted\]&email=\[redacted\]/);
    for (const secret of [verifyToken, resetToken, email, encodeURIComponent(email)]) {
      expect(secret).toBeTruthy();
      expect(logged).not.toContain(secret);
    }
  });
});

describe("control characters in mails", () => {
  const outbox = mkdtempSync(path.join(os.tmpdir(), "kundali-outbox-ctl-"));
  afterAll(() => rmSync(outbox, { recursive: true, force: true }));

  it("are removed from every value, so a name cannot add a header or a line", async () => {
    const name = "Asha\r\nBcc: victim@example.com\u0085\u2028Sharma\u0007";
    const mail = verificationMail("asha@example.com\r\nCc: other@example.com", name, "http://x.test/v?token=a\nb", 48);
    expect(mail.text).toContain("Namaste AshaBcc: victim@example.comSharma,");
    expect(mail.to).toBe("asha@example.comCc: other@example.com");
    expect(mail.link).toBe("http://x.test/v?token=ab");
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters that must not be there (LF joins lines)
    const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;
    for (const value of [mail.text, mail.html, mail.subject, mail.to, mail.link]) expect(value).not.toMatch(controls);

    const config = loadConfig({ MAIL_OUTBOX_DIR: outbox });
    await createMailer(config, createLogger("silent")).send(mail);
    const [file] = readdirSync(outbox);
    const raw = readFileSync(path.join(outbox, String(file)), "utf8");
    expect(raw).not.toMatch(/^(Bcc|Cc):/im);
  });
});
