// The mails the app sends, each with a plain-text and an HTML body around one link, worded in the reader's
// language (wording.ts).
import type { Language } from "../../contract/language";
import type { Mail } from "./mailer";
import { MAIL_WORDING } from "./wording";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/**
 * Control characters (C0 with CR and LF, DEL, C1) and the Unicode line and paragraph separators: none belongs in a
 * name, an address or a link, and in a mail they could start a new header or line. Removed from every value.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

export function withoutControlCharacters(value: string): string {
  return value.replace(CONTROL_CHARACTERS, "");
}

interface MailParts {
  to: string;
  subject: string;
  greeting: string;
  lines: string[];
  action: string;
  link: string;
  linkFallback: string;
}

function compose(parts: MailParts): Mail {
  const clean = withoutControlCharacters;
  const [to, subject, greeting, action, link, linkFallback] = [
    parts.to,
    parts.subject,
    parts.greeting,
    parts.action,
    parts.link,
    parts.linkFallback,
  ].map(clean) as [string, string, string, string, string, string];
  const lines = parts.lines.map(clean);
  const text = [greeting, "", ...lines, "", `${action}: ${link}`, "", "Kundali Guru"].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6b3fa0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(linkFallback)} ${escapeHtml(link)}</p>
<p>Kundali Guru</p>
</body></html>`;
  return { to, subject, text, html, link };
}

export function verificationMail(
  to: string,
  name: string,
  link: string,
  ttlHours: number,
  language: Language = "en",
): Mail {
  const { verification: words, linkFallback } = MAIL_WORDING[language];
  return compose({
    to,
    subject: words.subject,
    greeting: words.greeting(name),
    lines: words.lines(ttlHours),
    action: words.action,
    link,
    linkFallback,
  });
}

export function passwordResetMail(to: string, link: string, ttlMinutes: number, language: Language = "en"): Mail {
  const { passwordReset: words, linkFallback } = MAIL_WORDING[language];
  return compose({
    to,
    subject: words.subject,
    greeting: words.greeting,
    lines: words.lines(ttlMinutes),
    action: words.action,
    link,
    linkFallback,
  });
}

/** To the owner of `to`: someone tried to register it again; `link` opens the login page. */
export function accountExistsMail(to: string, name: string, link: string, language: Language = "en"): Mail {
  const { accountExists: words, linkFallback } = MAIL_WORDING[language];
  return compose({
    to,
    subject: words.subject,
    greeting: words.greeting(name),
    lines: words.lines,
    action: words.action,
    link,
    linkFallback,
  });
}
