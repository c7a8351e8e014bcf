// NODE_ENV=production refuses to start without the protections a public server needs, unless each is waived
// explicitly by its own setting.
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../../server/config";
import { startServer } from "../../support/server-process";

describe("a production start", () => {
  it("needs RECAPTCHA_SECRET or ALLOW_NO_BOT_PROTECTION=true", () => {
    const production = { NODE_ENV: "production", ALLOW_MAIL_OUTBOX: "true" };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/RECAPTCHA_SECRET: .*ALLOW_NO_BOT_PROTECTION=true/);
    expect(loadConfig({ ...production, RECAPTCHA_SECRET: "s3cret" }).NODE_ENV).toBe("production");
    expect(loadConfig({ ...production, ALLOW_NO_BOT_PROTECTION: "true" }).NODE_ENV).toBe("production");
    expect(loadConfig({ NODE_ENV: "development" }).RECAPTCHA_SECRET).toBeUndefined();
  });

  it("needs SMTP_URL or ALLOW_MAIL_OUTBOX=true", () => {
    const production = { NODE_ENV: "production", ALLOW_NO_BOT_PROTECTION: "true" };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL: .*ALLOW_MAIL_OUTBOX=true/);
    expect(loadConfig({ ...production, SMTP_URL: "smtp://mail.example.com:587" }).NODE_ENV).toBe("production");
    expect(loadConfig({ ...production, ALLOW_MAIL_OUTBOX: "true" }).NODE_ENV).toBe("production");
  });

  it("the server process exits at once with the reason instead of serving", async () => {
    const start = startServer({ NODE_ENV: "production", ALLOW_MAIL_OUTBOX: "true" });
    await expect(start).rejects.toThrow(/exited with code 2[\s\S]*RECAPTCHA_SECRET/);
  });
});
