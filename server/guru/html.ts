// Safe HTML for answers: every piece of text is escaped; only the tags built here reach the client.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** A run of text with optional bold parts: [plain, bold, plain, ...] pieces are escaped one by one. */
export type Inline = string | { strong: string };

function inline(parts: Inline[]): string {
  return parts
    .map((p) => (typeof p === "string" ? escapeHtml(p) : `<strong>${escapeHtml(p.strong)}</strong>`))
    .join("");
}

export type Block = { paragraph: Inline[] } | { list: Inline[][] };

export function renderBlocks(blocks: Block[]): string {
  return blocks
    .map((b) =>
      "paragraph" in b
        ? `<p>${inline(b.paragraph)}</p>`
        : `<ul>${b.list.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`,
    )
    .join("");
}

/**
 * Turns plain text from an outside source (the LLM) into safe HTML: everything is escaped, blank lines make
 * paragraphs, lines starting with "-", "*" or "1." make list items, and **double stars** make bold.
 */
export function plainTextToHtml(text: string): string {
  const blocks: Block[] = [];
  for (const chunk of withoutControls(text)
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)) {
    const lines = chunk
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const items = lines.filter((l) => /^([-*•]|\d+[.)])\s+/.test(l));
    if (items.length === lines.length) {
      blocks.push({ list: items.map((l) => boldRuns(l.replace(/^([-*•]|\d+[.)])\s+/, ""))) });
    } else {
      blocks.push({ paragraph: boldRuns(lines.join(" ").replace(/^#+\s*/, "")) });
    }
  }
  return renderBlocks(blocks);
}

/** Drops C0 control characters other than tab and line breaks: they mean nothing in an answer, and a NUL cannot be
 * stored in a PostgreSQL text column (an LLM answer holding one failed every question with a 503). */
function withoutControls(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

function boldRuns(line: string): Inline[] {
  return line.split(/\*\*(.+?)\*\*/).map((part, i) => (i % 2 === 1 ? { strong: part } : part));
}
