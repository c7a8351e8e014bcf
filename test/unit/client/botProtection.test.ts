import { describe, expect, it } from "vitest";
import { createBotProtection } from "../../../src/adapters/botProtection";
import { answering, recaptchaHost as host } from "../../support/recaptcha-host";

describe("bot protection (reCAPTCHA v3)", () => {
  it("loads the script once and asks for the 'feedback' action", async () => {
    const actions: string[] = [];
    const fake = host({
      loads: true,
      grecaptcha: {
        ready: (cb) => cb(),
        execute: async (_key, { action }) => {
          actions.push(action);
          return "tok";
        },
      },
    });
    const bot = createBotProtection("site-key", fake);
    expect(await bot.token("feedback")).toBe("tok");
    expect(await bot.token("feedback")).toBe("tok");
    expect(fake.scripts).toEqual(["https://www.google.com/recaptcha/api.js?render=site-key"]);
    expect(actions).toEqual(["feedback", "feedback"]);
  });

  it.each([
    ["the script fails to load", host({ loads: false }), "Failed to load reCAPTCHA script. Please try again later."],
    ["grecaptcha is missing", host({ loads: true }), "Invalid site key or not loaded in api.js"],
    ["execute throws", host({ loads: true, grecaptcha: answering(new Error("x")) }), "Something went wrong"],
    ["the token is empty", host({ loads: true, grecaptcha: answering("") }), "reCaptcha validation failed"],
  ])("%s -> its message", async (_case, fake, message) => {
    await expect(createBotProtection("k", fake).token("feedback")).rejects.toThrow(message);
  });

  it("without a site key sends an empty token (the server's check is off too)", async () => {
    const fake = host({ loads: true });
    expect(await createBotProtection(undefined, fake).token("feedback")).toBe("");
    expect(fake.scripts).toEqual([]);
  });
});
