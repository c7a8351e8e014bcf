// Text in the kundali PDF: Noto Sans Devanagari (the app's own font, from @fontsource) embedded and subset by
// pdfkit, whose fontkit shapes Devanagari conjuncts and vowel signs. @fontsource splits the family by script, so a
// string is written as runs: Devanagari letters (and the spaces between them) in the Devanagari file, everything
// else in the Latin file. Paths are resolved through node_modules, which stays beside the built server too.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { inflateSync } from "node:zlib";
import type PDFDocument from "pdfkit";

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = "regular" | "bold";
export type Script = "latin" | "devanagari";

const require = createRequire(import.meta.url);
const fontFile = (script: Script, weight: string) =>
  require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${script}-${weight}-normal.woff`);

const FONT_FILES: Record<`${Script}-${Weight}`, string> = {
  "latin-regular": fontFile("latin", "400"),
  "latin-bold": fontFile("latin", "600"),
  "devanagari-regular": fontFile("devanagari", "400"),
  "devanagari-bold": fontFile("devanagari", "600"),
};

/**
 * A WOFF file unpacked to the plain OpenType font it wraps. fontkit reads WOFF itself, but inflates its tables in
 * JavaScript for every document (over a second a PDF); node's zlib does it once, in milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF font");
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

let fonts: Array<[string, Buffer]> | null = null;

/** Registers the four faces with a document; fonts are embedded (subset) only when text uses them. */
export function registerFonts(doc: Doc): void {
  fonts ??= Object.entries(FONT_FILES).map(([name, file]) => [name, woffToSfnt(readFileSync(file))]);
  for (const [name, data] of fonts) doc.registerFont(name, data);
}

/** The name a face is registered under. */
export const fontName = (script: Script, weight: Weight) => `${script}-${weight}`;

// Devanagari, Devanagari Extended, Vedic Extensions, and the joiners used inside conjuncts.
const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF\u1CD0-\u1CFF\u200C\u200D]/;
// The Latin file has no prime: minutes of arc are written with an apostrophe, as on many printed charts.
const SUBSTITUTES: Record<string, string> = { "′": "'", "″": '"', "−": "-" };

export interface Run {
  text: string;
  script: Script;
}

/** Splits text into Latin and Devanagari runs; a space joins the run it follows. */
export function scriptRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const raw of text) {
    const character = SUBSTITUTES[raw] ?? raw;
    const last = runs[runs.length - 1];
    const script: Script = DEVANAGARI.test(character) ? "devanagari" : "latin";
    if (last && (character === " " || last.script === script)) last.text += character;
    else runs.push({ text: character, script });
  }
  return runs;
}

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
}

function setFont(doc: Doc, script: Script, style: TextStyle) {
  doc.font(fontName(script, style.weight ?? "regular")).fontSize(style.size);
}

/** The width of text set on one line. */
export function widthOf(doc: Doc, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of scriptRuns(text)) {
    setFont(doc, run.script, style);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** The height of one line of text at a size (the faces share their metrics). */
export function lineHeightOf(doc: Doc, style: TextStyle): number {
  setFont(doc, "latin", style);
  return doc.currentLineHeight(true);
}

export interface LineOptions {
  /** Where x is: the text's left edge, its centre or its right edge. */
  align?: "left" | "center" | "right";
  /** Shrink the size (down to 60%) so the text fits this width. */
  maxWidth?: number;
  /** Whether y is the line's top (default) or its middle. */
  middle?: boolean;
}

/** Writes text on one line at a point, never wrapping and never moving to a new page. Returns its width. */
export function line(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  options: LineOptions = {},
): number {
  let size = style.size;
  let width = widthOf(doc, text, style);
  if (options.maxWidth && width > options.maxWidth) {
    size = Math.max(style.size * 0.6, (style.size * options.maxWidth) / width);
    width = widthOf(doc, text, { ...style, size });
  }
  const sized = { ...style, size };
  const top = options.middle ? y - lineHeightOf(doc, sized) / 2 : y;
  let left = options.align === "center" ? x - width / 2 : options.align === "right" ? x - width : x;
  const savedY = doc.y;
  const savedX = doc.x;
  doc.fillColor(style.color ?? "#1b1730");
  for (const run of scriptRuns(text)) {
    setFont(doc, run.script, sized);
    doc.text(run.text, left, top, { lineBreak: false });
    left += doc.widthOfString(run.text);
  }
  doc.x = savedX;
  doc.y = savedY;
  return width;
}

/** The lowest y text may reach on the current page. */
export const bottomOf = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/**
 * Writes a paragraph from doc.y, wrapped at spaces within `width` (lines set here rather than by pdfkit, whose
 * wrapping breaks between runs of different fonts), starting a new page when a line would pass the bottom margin.
 * Leaves doc.y below it.
 */
export function paragraph(doc: Doc, text: string, style: TextStyle, options: { x?: number; width: number }): void {
  const x = options.x ?? doc.page.margins.left;
  const height = lineHeightOf(doc, style) * 1.15;
  const space = widthOf(doc, " ", style);
  const lines: string[] = [];
  let current = "";
  let currentWidth = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const wordWidth = widthOf(doc, word, style);
    if (current && currentWidth + space + wordWidth > options.width) {
      lines.push(current);
      current = word;
      currentWidth = wordWidth;
    } else {
      current = current ? `${current} ${word}` : word;
      currentWidth = current === word ? wordWidth : currentWidth + space + wordWidth;
    }
  }
  if (current) lines.push(current);
  for (const text of lines) {
    if (doc.y + height > bottomOf(doc)) doc.addPage();
    line(doc, text, x, doc.y, style, { maxWidth: options.width });
    doc.y += height;
  }
}
