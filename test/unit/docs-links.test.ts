// Every relative link in README.md and docs/*.md points at a file that exists, and a `#fragment` at a heading of
// that file (GitHub's heading anchors), so moving or renaming a section cannot leave a dead link behind.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const documents = [
  "README.md",
  ...readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks and inline code, where links are links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens; repeats get -1, -2 ... */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6} +(.+?) *#* *$/gm)) {
    const base = (match[1] ?? "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
      .replace(/ /g, "-");
    const repeats = seen.get(base) ?? 0;
    seen.set(base, repeats + 1);
    anchors.add(repeats === 0 ? base : `${base}-${repeats}`);
  }
  return anchors;
}

function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/i.test(target));
}

describe("links in README.md and docs/", () => {
  it("finds the documents and their links", () => {
    expect(documents).toContain("docs/architecture.md");
    expect(relativeLinks(readFileSync("README.md", "utf8")).length).toBeGreaterThan(10);
  });

  it.each(documents)("%s links only to files and headings that exist", (document) => {
    const broken = relativeLinks(readFileSync(document, "utf8")).filter((target) => {
      const [file = "", fragment] = target.split("#");
      const resolved = file === "" ? document : path.join(path.dirname(document), file);
      if (!existsSync(resolved)) return true;
      if (fragment === undefined || !resolved.endsWith(".md")) return false;
      return !headingAnchors(readFileSync(resolved, "utf8")).has(fragment);
    });
    expect(broken).toEqual([]);
  });

  it("reads anchors as GitHub makes them", () => {
    const anchors = headingAnchors("# One request: a question\n## What `npm start` serves\n## Tests\n## Tests\n");
    expect([...anchors]).toEqual(["one-request-a-question", "what-npm-start-serves", "tests", "tests-1"]);
  });
});
