// Abuse protection: rate limits, whether to trust a proxy's client address, and the explicit waivers of the
// protections a production server otherwise insists on (server/config/production.ts).
import { z } from "zod";
import { booleanFlag, positiveInt } from "./fields";

export const securitySettings = {
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(900).describe("Length of one rate-limit window, in seconds."),
  RATE_LIMIT_PER_IP: positiveInt
    .default(100)
    .describe(
      "Attempts per client address and window on register, forgot-password, verify and verification-mail, and " +
        "failed logins and failed password resets per address before they are delayed. Generous: mobile carriers " +
        "share addresses.",
    ),
  RATE_LIMIT_PER_ACCOUNT: positiveInt
    .default(3)
    .describe(
      "Mails of each kind (password reset, verification again, 'you already have an account') sent to one e-mail " +
        "address per hour (reset mails: per reset-link lifetime when shorter). Further asks get the same answer and " +
        "no mail, so nobody can flood an inbox or refuse its owner.",
    ),
  RATE_LIMIT_CHARTS_PER_HOUR: positiveInt
    .default(20)
    .describe(
      "Birth charts (`POST /api/astro-details`) per client address and hour: each guest chart carries a free question.",
    ),
  RATE_LIMIT_GUEST_QUESTIONS_PER_HOUR: positiveInt
    .default(30)
    .describe("Questions asked without an account, per client address and hour (each may be a paid LLM call)."),
  RATE_LIMIT_CHAT_MESSAGES_PER_HOUR: positiveInt
    .default(60)
    .describe(
      "Chat messages of every kind (readings, greetings, off-topic questions) per account or guest session and " +
        "hour. A reply for someone who may be in danger is given over the limit too.",
    ),
  RATE_LIMIT_CHAT_MESSAGES_PER_ADDRESS_PER_HOUR: positiveInt
    .default(300)
    .describe(
      "Chat messages of every kind per client address and hour, members and guests together (generous: mobile " +
        "carriers share addresses). A reply for someone who may be in danger is given over the limit too.",
    ),
  RATE_LIMIT_PDFS_PER_HOUR: positiveInt
    .default(30)
    .describe(
      "Kundali PDFs (`GET /api/kundali/pdf`) per client address and hour: each takes the server a fifth of a second.",
    ),
  // Parsed to the number of hops (server/http/client-address.ts).
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|yes|no|\d{1,2})$/, "must be true, false or a number of proxies")
    .transform((v) => (v === "true" || v === "yes" ? 1 : v === "false" || v === "no" ? 0 : Number(v)))
    .default(0)
    .describe(
      "How many reverse proxies in front append to `X-Forwarded-For`: `false` or `0` (none: the socket peer is the " +
        "client), `true` (one), or a hop count N; the client is then the Nth entry from the right.",
    ),
  ALLOW_NO_BOT_PROTECTION: booleanFlag
    .default(false)
    .describe("`true`: start with `NODE_ENV=production` without `RECAPTCHA_SECRET` all the same."),
  ALLOW_MAIL_OUTBOX: booleanFlag
    .default(false)
    .describe(
      "`true`: start with `NODE_ENV=production` without `SMTP_URL` all the same (mails go to the file outbox, " +
        "which reaches nobody).",
    ),
  SERVE_SOURCE_MAPS: booleanFlag
    .default(false)
    .describe(
      "`true`: publish the SPA's source maps (`*.map`) with `NODE_ENV=production` too; other environments always do.",
    ),
};
