// The mails the app sends, each with a plain-text and an HTML body around one link.
import type { Mail } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

function compose(to: string, subject: string, greeting: string, lines: string[], action: string, link: string): Mail {
  const text = [greeting, "", ...lines, "", `${action}: ${link}`, "", "Kundali Guru"].join("\n");
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6b3fa0;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#666">If the button does not work, open this address: ${escapeHtml(link)}</p>
<p>Kundali Guru</p>
</body></html>`;
  return { to, subject, text, html, link };
}

export function verificationMail(to: string, name: string, link: string, ttlHours: number): Mail {
  return compose(
    to,
    "Verify your e-mail address",
    `Namaste ${name},`,
    [
      "Thank you for registering with Kundali Guru. Please confirm that this is your e-mail address.",
      `The link works once and expires in ${ttlHours} hours.`,
    ],
    "Verify e-mail",
    link,
  );
}

export function passwordResetMail(to: string, link: string, ttlMinutes: number): Mail {
  return compose(
    to,
    "Reset your password",
    "Namaste,",
    [
      "Someone (hopefully you) asked to reset the password of your Kundali Guru account.",
      `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for this, ignore this mail.`,
    ],
    "Reset password",
    link,
  );
}
