// Mail settings: where mails go (real SMTP or a file outbox) and how long mailed links stay valid.
import { z } from "zod";
import { positiveInt } from "./fields";

export const mailSettings = {
  /** smtp:// or smtps:// URL of a mail server (credentials in the URL). Unset: mails are written as .eml files. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  /** Where .eml files go when SMTP_URL is unset. Default: DATA_DIR/outbox. */
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Kundali Guru <no-reply@localhost>"),
  VERIFY_TOKEN_TTL_HOURS: positiveInt.default(48),
  RESET_TOKEN_TTL_MINUTES: positiveInt.default(60),
};
