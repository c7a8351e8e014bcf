// Sends mail with nodemailer: to a real SMTP server when SMTP_URL is set, otherwise into a file outbox
// (one .eml per mail under DATA_DIR/outbox, its path in the log with the link's token redacted, and a line in the
// outbox's index that `npm run admin -- mails` prints), so the embedded default works end to end without a mail
// server. A production server refuses the outbox unless ALLOW_MAIL_OUTBOX.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { runInBackground } from "../background";
import type { Config } from "../config";
import type { Logger } from "../log";
import { outboxDir, recordInOutboxIndex } from "./outbox";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; logged when mail goes to the outbox. */
  link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: Config, log: Logger): Mailer {
  const envelope = (mail: Mail) => ({
    from: config.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => {
        await transport.sendMail(envelope(mail));
      },
    };
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(envelope(mail));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      await recordInOutboxIndex(dir, {
        at: new Date().toISOString(),
        to: mail.to,
        subject: mail.subject,
        link: mail.link,
        file: path.basename(file),
      });
      // The link's token would let anyone who reads the log verify the address or reset the password, and the
      // address is personal: the log says where the mail is, the file has the rest.
      log.info(`Mail "${mail.subject}" written to ${file}; link: ${redactedLink(mail.link)}`);
    },
  };
}

/** The link with every query value (tokens, addresses) replaced, e.g. /reset-password?token=[redacted]&email=[redacted]. */
export function redactedLink(link: string): string {
  try {
    const url = new URL(link);
    const names = [...new Set(url.searchParams.keys())];
    return `${url.origin}${url.pathname}${names.length > 0 ? `?${names.map((n) => `${n}=[redacted]`).join("&")}` : ""}`;
  } catch {
    return "[redacted]";
  }
}

/** Sends without holding up the answer (and without its timing revealing anything); failures are logged. */
export function sendInBackground(mailer: Mailer, log: Logger, mail: Mail): Promise<void> {
  return runInBackground(log, `Sending mail "${mail.subject}"`, () => mailer.send(mail));
}
