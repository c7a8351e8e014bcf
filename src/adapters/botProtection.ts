// reCAPTCHA v3 (SPEC §4: action 'feedback'; SPEC §8: its four messages). The script is loaded once, on first use.
// Without a site key (development, or a server without RECAPTCHA_SECRET) the token is empty: the server skips the
// check in that case, and a server that does check answers 'reCaptcha validation failed'.
import {
  BOT_INVALID_SITE_KEY,
  BOT_SCRIPT_FAILED,
  BOT_SOMETHING_WRONG,
  BOT_VALIDATION_FAILED,
} from "../../machines/lib/botProtection";

export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export interface BotProtectionHost {
  /** Adds the script tag; resolves when it loaded, rejects when it failed. */
  loadScript(src: string): Promise<void>;
  grecaptcha(): Grecaptcha | undefined;
}

export const browserBotProtectionHost: BotProtectionHost = {
  loadScript: (src) =>
    new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(BOT_SCRIPT_FAILED));
      document.head.appendChild(script);
    }),
  grecaptcha: () => (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha,
};

export function createBotProtection(siteKey: string | undefined, host: BotProtectionHost = browserBotProtectionHost) {
  let loading: Promise<void> | null = null;
  return {
    async token(action: string): Promise<string> {
      if (!siteKey) return "";
      loading ??= host.loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
      try {
        await loading;
      } catch {
        loading = null;
        throw new Error(BOT_SCRIPT_FAILED);
      }
      const grecaptcha = host.grecaptcha();
      if (!grecaptcha || typeof grecaptcha.execute !== "function") throw new Error(BOT_INVALID_SITE_KEY);
      let token: string;
      try {
        token = await new Promise<string>((resolve, reject) =>
          grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
        );
      } catch {
        throw new Error(BOT_SOMETHING_WRONG);
      }
      if (!token) throw new Error(BOT_VALIDATION_FAILED);
      return token;
    },
  };
}
