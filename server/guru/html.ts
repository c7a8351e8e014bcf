// Safe HTML for answers: every piece of text is escaped; only the tags built here reach the client.

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** A run of text with optional bold and italic parts: [plain, bold, plain, ...] pieces are escaped one by one. */
export type Inline = string | { strong: string } | { em: string };

function inline(parts: Inline[]): string {
  return parts
    .map((p) =>
      typeof p === "string"
        ? escapeHtml(p)
        : "strong" in p
          ? `<strong>${escapeHtml(p.strong)}</strong>`
          : `<em>${escapeHtml(p.em)}</em>`,
    )
    .join("");
}

export type Block = { paragraph: Inline[] } | { list: Inline[][] } | { ordered: Inline[][] };

export function renderBlocks(blocks: Block[]): string {
  return blocks
    .map((b) =>
      "paragraph" in b
        ? `<p>${inline(b.paragraph)}</p>`
        : "list" in b
          ? `<ul>${b.list.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`
          : `<ol>${b.ordered.map((item) => `<li>${inline(item)}</li>`).join("")}</ol>`,
    )
    .join("");
}

const BULLET = /^[-*•]\s+/;
const NUMBERED = /^[0-9०-९]{1,2}[.)]\s+/;
const HEADING = /^#{1,6}\s+/;

/**
 * Turns plain text from an outside source (the LLM) into safe HTML: everything is escaped; blank lines make
 * paragraphs; lines starting with "-", "*" or "•" make a list and "1." or "1)" a numbered list, with or without a
 * blank line before them; a "#" heading becomes a bold paragraph; **double stars** make bold and *single stars* or
 * _single underscores_ italic (double underscores stay as written).
 */
export function plainTextToHtml(text: string): string {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ paragraph: inlineRuns(paragraph.join(" ")) });
    paragraph = [];
  };
  const endList = () => {
    if (list) blocks.push(list.ordered ? { ordered: list.items } : { list: list.items });
    list = null;
  };
  for (const raw of withoutControls(text).replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (line === "") {
      endParagraph();
      endList();
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      endParagraph();
      if (list && list.ordered !== ordered) endList();
      list ??= { ordered, items: [] };
      list.items.push(inlineRuns(line.replace(ordered ? NUMBERED : BULLET, "")));
      continue;
    }
    endList();
    if (HEADING.test(line)) {
      endParagraph();
      blocks.push({ paragraph: [{ strong: line.replace(HEADING, "").replace(/\*\*/g, "") }] });
      continue;
    }
    paragraph.push(line);
  }
  endParagraph();
  endList();
  return renderBlocks(blocks);
}

/** Drops C0 control characters other than tab and line breaks: they mean nothing in an answer, and a NUL cannot be
 * stored in a PostgreSQL text column (an LLM answer holding one failed every question with a 503). */
function withoutControls(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

/** Bold (**x**) first, then italic (*x*, or _x_ not inside a word) in what is left. Double underscores are not
 * bold: they are kept as written, as in an identifier such as __proto__ quoted in a question. */
function inlineRuns(line: string): Inline[] {
  return line.split(/\*\*(.+?)\*\*/).flatMap((part, i): Inline[] => {
    if (part === undefined) return [];
    if (i % 2 !== 0) return part === "" ? [] : [{ strong: part }];
    return part
      .split(
        /(?<![\p{L}\p{N}*])\*(?!\s)([^*]+?)(?<!\s)\*(?![\p{L}\p{N}*])|(?<![\p{L}\p{N}_])_(?!\s)([^_]+?)(?<!\s)_(?![\p{L}\p{N}_])/u,
      )
      .flatMap((piece, j): Inline[] => {
        if (piece === undefined || piece === "") return [];
        return j % 3 === 0 ? [piece] : [{ em: piece }];
      });
  });
}
