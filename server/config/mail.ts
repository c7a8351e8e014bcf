// Mail settings: where mails go (real SMTP or a file outbox) and how long mailed links stay valid.
import { z } from "zod";
import { positiveInt } from "./fields";

export const mailSettings = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .describe(
      "`smtp://` or `smtps://` URL of a mail server (credentials in the URL). Unset: mails are written as `.eml` " +
        "files to the outbox.",
    ),
  MAIL_OUTBOX_DIR: z
    .string()
    .min(1)
    .optional()
    .describe("Where `.eml` files go when `SMTP_URL` is unset. Unset: `DATA_DIR/outbox`."),
  MAIL_FROM: z.string().min(3).default("Kundali Guru <no-reply@localhost>").describe("Sender of every mail."),
  VERIFY_TOKEN_TTL_HOURS: positiveInt.default(48).describe("How long an e-mail verification link works, in hours."),
  RESET_TOKEN_TTL_MINUTES: positiveInt.default(60).describe("How long a password reset link works, in minutes."),
};
