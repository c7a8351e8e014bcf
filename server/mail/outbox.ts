// The file outbox (no SMTP_URL): each mail is an .eml file, and one JSON line per mail in mails.jsonl says when it
// went, to whom, its subject and its link, so that a developer can follow a verification or reset link
// (`npm run admin -- mails`) without decoding the mail. The index holds the links' tokens, as the .eml files do:
// both are owner-only, in the owner-only DATA_DIR.

import { existsSync, readFileSync } from "node:fs";
import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../config";

export const OUTBOX_INDEX = "mails.jsonl";

export interface OutboxEntry {
  at: string;
  to: string;
  subject: string;
  link: string;
  file: string;
}

export function outboxDir(settings: Pick<Config, "DATA_DIR" | "MAIL_OUTBOX_DIR">): string {
  return settings.MAIL_OUTBOX_DIR ?? path.join(settings.DATA_DIR, "outbox");
}

export async function recordInOutboxIndex(dir: string, entry: OutboxEntry): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await appendFile(path.join(dir, OUTBOX_INDEX), `${JSON.stringify(entry)}\n`, { mode: 0o600 });
}

/** The last `count` mails of the outbox, newest last. */
export function lastOutboxMails(dir: string, count: number): OutboxEntry[] {
  const index = path.join(dir, OUTBOX_INDEX);
  if (!existsSync(index)) return [];
  const lines = readFileSync(index, "utf8").split("\n").filter(Boolean);
  return lines.slice(-count).flatMap((line) => {
    try {
      return [JSON.parse(line) as OutboxEntry];
    } catch {
      return []; // A line cut short by a crash while it was written.
    }
  });
}

/** The last mails, each with its link on its own line (`npm run admin -- mails`). */
export function formatOutboxMails(dir: string, count: number): string {
  const mails = lastOutboxMails(dir, count);
  if (mails.length === 0) return `No mails in ${dir} yet.`;
  return mails.map((mail) => `${mail.at}  to ${mail.to}  "${mail.subject}"\n  ${mail.link}`).join("\n");
}
