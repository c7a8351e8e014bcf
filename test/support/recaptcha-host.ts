// A page where reCAPTCHA's script loads or fails, and a grecaptcha that answers a token or fails: the bot-protection
// adapter (src/adapters/botProtection.ts) runs for real on top of it.
import type { BotProtectionHost, Grecaptcha } from "../../src/adapters/botProtection";

export function recaptchaHost(options: { loads: boolean; grecaptcha?: Grecaptcha }): BotProtectionHost & {
  scripts: string[];
} {
  const scripts: string[] = [];
  return {
    scripts,
    loadScript: async (src) => {
      scripts.push(src);
      if (!options.loads) throw new Error("network");
    },
    grecaptcha: () => options.grecaptcha,
  };
}

/** A grecaptcha whose `execute` answers this token, or fails with this error. */
export const answering = (token: string | Error): Grecaptcha => ({
  ready: (callback) => callback(),
  execute: async () => {
    if (token instanceof Error) throw token;
    return token;
  },
});
