// Sends mail with nodemailer: to a real SMTP server when SMTP_URL is set, otherwise into a file outbox
// (one .eml per mail under DATA_DIR/outbox) with the mail's link in the log, so the embedded default
// works end to end without a mail server.
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Config } from "../config";
import type { Logger } from "../log";

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

export function outboxDirOf(config: Config): string {
  return config.MAIL_OUTBOX_DIR ?? path.join(config.DATA_DIR, "outbox");
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
  const dir = outboxDirOf(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const info = await transport.sendMail(envelope(mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info(`Mail "${mail.subject}" to ${mail.to} written to ${file}; link: ${mail.link}`);
    },
  };
}

/** Sends without holding up the answer (and without its timing revealing anything); failures are logged. */
export function sendInBackground(mailer: Mailer, log: Logger, mail: Mail): Promise<void> {
  return mailer.send(mail).catch((err: unknown) => log.error(`Sending mail "${mail.subject}" failed`, err));
}
