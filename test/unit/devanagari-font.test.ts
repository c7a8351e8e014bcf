// The Devanagari font the app ships is cut down to the Devanagari block (scripts/subset-devanagari-font.py). Cut too
// far, it would draw a conjunct as a dead-key sequence or a mark in the wrong place, and no other test would notice:
// so every Devanagari word the product writes (its catalogues, the guru's phrases, the kundali's and the mails'
// words, the content) is shaped with the cut font and with the full one it came from, in both weights, and must come
// out the same.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

interface Glyph {
  id: number;
  advanceWidth: number;
  bbox: { minX: number; minY: number; maxX: number; maxY: number };
}
interface GlyphRun {
  glyphs: Glyph[];
  positions: Array<{ xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }>;
}
interface Font {
  layout(text: string): GlyphRun;
  hasGlyphForCodePoint(codePoint: number): boolean;
}
// fontkit comes with pdfkit (the kundali PDF shapes Devanagari with it); it ships no types.
const fontkit = createRequire(import.meta.url)("fontkit") as { openSync(file: string): Font };

const FULL = "node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-WEIGHT-normal.woff2";
const CUT = "src/assets/fonts/noto-sans-devanagari-WEIGHT.woff2";
const SOURCES = ["src", "server", "public/content", "machines", "contract", "shared"];
const DEVANAGARI_RUN = /[\u0900-\u097F\u200C\u200D]+/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.(ts|tsx|json)$/.test(name) ? [file] : [];
  });
}

/** Every run of Devanagari the product's sources hold, once each. */
function productWords(): string[] {
  const words = new Set<string>();
  for (const file of SOURCES.flatMap(filesUnder)) {
    for (const match of readFileSync(file, "utf8").matchAll(DEVANAGARI_RUN)) words.add(match[0]);
  }
  return [...words];
}

/** What a font draws for a word: each glyph's outline box and where it is put, not its number in the font. */
function drawn(font: Font, word: string) {
  const run = font.layout(word);
  return run.glyphs.map((glyph, index) => ({ id0: glyph.id === 0, bbox: glyph.bbox, position: run.positions[index] }));
}

describe("the Devanagari font the app ships", () => {
  const words = productWords();

  it("finds the product's Devanagari to check", () => {
    // catalogues, guru phrases, kundali words, mails and content: thousands of distinct words
    expect(words.length).toBeGreaterThan(1000);
  });

  it.each([400, 600])("at weight %i draws every word of the product as the full font does", (weight) => {
    const full = fontkit.openSync(FULL.replace("WEIGHT", String(weight)));
    const cut = fontkit.openSync(CUT.replace("WEIGHT", String(weight)));
    const different = words.filter((word) => JSON.stringify(drawn(cut, word)) !== JSON.stringify(drawn(full, word)));
    expect(different).toEqual([]);
    const missing = words.filter((word) => drawn(cut, word).some((glyph) => glyph.id0));
    expect(missing).toEqual([]);
    for (let codePoint = 0x0900; codePoint <= 0x097f; codePoint++) {
      expect(cut.hasGlyphForCodePoint(codePoint)).toBe(full.hasGlyphForCodePoint(codePoint));
    }
  });
});
