// Abuse protection: rate limits, whether to trust a proxy's client address, and the explicit waivers of the
// protections a production server otherwise insists on (server/config/production.ts).
import { z } from "zod";
import { booleanFlag, positiveInt } from "./fields";

export const securitySettings = {
  /** Length of one rate-limit window (seconds). */
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900),
  /**
   * Attempts per client address and window on register, forgot-password and verify, and failed logins per address
   * before they are delayed. Generous: mobile carriers share addresses.
   */
  RATE_LIMIT_PER_IP: positiveInt.default(100),
  /** Attempts per e-mail address and window on register and forgot-password. */
  RATE_LIMIT_PER_ACCOUNT: positiveInt.default(10),
  /** Birth charts (POST /api/astro-details) per client address and hour: each guest chart carries a free question. */
  RATE_LIMIT_CHARTS_PER_HOUR: positiveInt.default(20),
  /** Questions asked without an account, per client address and hour (each may be a paid LLM call). */
  RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR: positiveInt.default(30),
  /** Kundali PDFs (GET /api/kundali/pdf) per client address and hour: each takes the server a fifth of a second. */
  RATE_LIMIT_PDFS_PER_HOUR: positiveInt.default(30),
  /**
   * How many reverse proxies in front append to X-Forwarded-For: false (none: the socket peer is the client), true
   * (one), or a hop count. Parsed to the number of hops (server/http/client-address.ts).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|\d{1,2})$/, "must be true, false or a number of proxies")
    .transform((v) => (v === "true" || v === "yes" ? 1 : v === "false" || v === "no" ? 0 : Number(v)))
    .default(0),
  /** NODE_ENV=production refuses to start without RECAPTCHA_SECRET unless this is true. */
  ALLOW_NO_BOT_PROTECTION: booleanFlag.default(false),
  /** NODE_ENV=production refuses to start without SMTP_URL (mails in a file outbox reach nobody) unless this is true. */
  ALLOW_MAIL_OUTBOX: booleanFlag.default(false),
  /** Publish the SPA's source maps (*.map) with NODE_ENV=production too; other environments always do. */
  SERVE_SOURCE_MAPS: booleanFlag.default(false),
};
