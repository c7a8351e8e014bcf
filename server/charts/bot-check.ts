/**
 * reCAPTCHA v3 verification for the birth-chart form and registration (each gives a chart or a question). Answers a 422 on `g-recaptcha-response` when the token
 * is missing, rejected, for another action, or scored below RECAPTCHA_MIN_SCORE. Without RECAPTCHA_SECRET the
 * check is skipped (the factory logs that once).
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { BOT_PROTECTION_FIELD } from "../../contract/rules";
import type { Config } from "../config";
import { ValidationError } from "../http/errors";
import type { Logger } from "../log";

export const RECAPTCHA_FAILED = "reCaptcha validation failed";
const EXPECTED_ACTION = "feedback";
const VERIFY_TIMEOUT_MS = 5000;

interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
}

export type BotCheck = (token: string | undefined, remoteIp: string | undefined) => Promise<void>;

/** The socket peer's address, told to reCAPTCHA as `remoteip` (undefined outside a real connection). */
export function remoteAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

export function createBotCheck(config: Config, log: Logger): BotCheck {
  const secret = config.RECAPTCHA_SECRET;
  if (!secret) {
    // Expected on a development machine (the embedded defaults); worth a line in the log of a production server.
    const note = config.NODE_ENV === "production" ? log.info : log.debug;
    note("RECAPTCHA_SECRET is not set: the bot protection of birth charts and registration is off.");
    return async () => {};
  }
  return async (token, remoteIp) => {
    if (!token) throw new ValidationError({ [BOT_PROTECTION_FIELD]: [RECAPTCHA_FAILED] });
    const body = new URLSearchParams({ secret, response: token });
    if (remoteIp) body.set("remoteip", remoteIp);
    let answer: SiteVerifyAnswer;
    try {
      const res = await fetch(config.RECAPTCHA_VERIFY_URL, {
        method: "POST",
        body,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      answer = (await res.json()) as SiteVerifyAnswer;
    } catch (err) {
      log.warn(`reCAPTCHA verification unavailable: ${err instanceof Error ? err.message : String(err)}`);
      throw new ValidationError({ [BOT_PROTECTION_FIELD]: [RECAPTCHA_FAILED] });
    }
    const ok =
      answer.success === true &&
      (answer.action === undefined || answer.action === EXPECTED_ACTION) &&
      typeof answer.score === "number" &&
      answer.score >= config.RECAPTCHA_MIN_SCORE;
    if (!ok) throw new ValidationError({ [BOT_PROTECTION_FIELD]: [RECAPTCHA_FAILED] });
  };
}
