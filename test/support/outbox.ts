// The server's file outbox (DATA_DIR/outbox/*.eml, no SMTP_URL): the link a mail carries, for journeys that follow
// verification and password-reset mails the way a user would.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "vitest";

/** Quoted-printable text as plain text (soft line breaks joined, =XX decoded). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The path and query (e.g. '/verification?token=...') of the newest mail to `to` whose link goes to `route`. */
export function outboxLink(dataDir: string, to: string, route: string): string | null {
  const dir = path.join(dataDir, "outbox");
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith(".eml"));
  } catch {
    return null;
  }
  for (const file of files.sort().reverse()) {
    const mail = decodeQuotedPrintable(readFileSync(path.join(dir, file), "utf8"));
    if (!mail.toLowerCase().includes(to.toLowerCase())) continue;
    const match = mail.match(new RegExp(`https?://[^\\s"'<>]*(${route}\\?[^\\s"'<>]+)`));
    if (match?.[1]) return match[1].replace(/&amp;/g, "&");
  }
  return null;
}

/** `outboxLink` once the mail is there: the server writes it after answering the request that sends it. */
export async function waitForOutboxLink(dataDir: string, to: string, route: string): Promise<string> {
  await expect
    .poll(() => outboxLink(dataDir, to, route), { timeout: 60_000, message: `a ${route} mail to ${to} in ${dataDir}` })
    .not.toBeNull();
  return outboxLink(dataDir, to, route) as string;
}
