// The client decides by a failure's kind, status and message id (machines/lib/callFailure.ts), never by the words of
// a message: English text is for people, and the same words may change or come translated. This test reads the
// client's sources (src/, machines/) and fails on a comparison of a message's text: `=== OFFLINE_BANNER`,
// `error.message === ...`, `message.includes(...)`. A planted violation of each shape proves the scan catches it.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const CLIENT_DIRS = ["src", "machines"];

/**
 * The one place English is still matched: the catalogue translates the machines' own words (their English constants
 * are its base, written once); the server's words come by id.
 */
const ALLOWED = new Set(["src/i18n/messages.ts"]);

/** A message-like value: `x.message`, a variable named message, or a call of errorMessage / successMessage. */
const MESSAGE = String.raw`(?<!typeof\s+)(?<![\w.])(?:\w+\.message\b|message\b|(?:error|success)Message\([^)]*\))`;
/** What a message's text may not be compared with: a non-empty text, or an UPPER_CASE constant (a message's words). */
const WORDS = String.raw`(?:"[^"]+"|'[^']+'|\x60[^\x60]+\x60|\b[A-Z][A-Z0-9_]{2,}\b)`;
const COMPARE = String.raw`\s*[!=]==?\s*`;

const SHAPES: Array<{ name: string; pattern: RegExp }> = [
  { name: "a message compared with words", pattern: new RegExp(`${MESSAGE}${COMPARE}${WORDS}`) },
  { name: "words compared with a message", pattern: new RegExp(`${WORDS}${COMPARE}${MESSAGE}`) },
  {
    name: "a comparison with a message constant",
    pattern:
      /[!=]==?\s*[A-Z][A-Z0-9_]*(?:MESSAGE|BANNER|ERROR|FAILED)\b|\b[A-Z][A-Z0-9_]*(?:MESSAGE|BANNER|ERROR|FAILED)\s*[!=]==?/,
  },
  {
    name: "a search in a message's text",
    pattern: new RegExp(`${MESSAGE}\\s*\\.\\s*(?:includes|startsWith|endsWith|indexOf|match|search)\\(`),
  },
  { name: "a pattern tested on a message's text", pattern: new RegExp(`\\.test\\(\\s*${MESSAGE}\\s*\\)`) },
];

/** Each line of `source` that compares a message's text, with the shape it has. */
function messageTextComparisons(source: string): string[] {
  const found: string[] = [];
  source.split("\n").forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, "");
    if (/^\s*(\*|\/\*)/.test(code)) return;
    for (const { name, pattern } of SHAPES) {
      if (pattern.test(code)) found.push(`${index + 1}: ${name}: ${line.trim()}`);
    }
  });
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return filesUnder(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("no decision by a message's text", () => {
  it.each([
    ["the chat's old offline test", `return message === OFFLINE_BANNER ? null : message;`],
    ["a failure's text", `if (error.message === "You are offline. Check your internet connection.") return;`],
    ["the other way round", `const offline = OFFLINE_MESSAGE === failure.message;`],
    ["a constant on the right", `if (shown !== NO_CONNECTION_MESSAGE) toast(shown);`],
    ["a search in the text", `const expired = error.message.includes("expired");`],
    [
      "the payment toast's old tone",
      `message.includes("Successful") ? toasts.success(message) : toasts.error(message)`,
    ],
    ["a pattern on the text", `if (/offline/i.test(error.message)) return null;`],
    ["the helper's answer", `if (errorMessage(event.error) === UNEXPECTED_ERROR) return fallback;`],
  ])("catches a planted violation: %s", (_, planted) => {
    expect(messageTextComparisons(planted)).not.toEqual([]);
  });

  it.each([
    ["a kind", `return failureKind(error) === "offline" ? null : errorMessage(error);`],
    ["an empty message", `if (message.trim() === "") return fallback;`],
    ["a message's type", `if (typeof body.message === "string" && body.message) return body.message;`],
    ["a status", `if (failure.status === 422) return;`],
    ["an id", `if (said.id === "sessionExpired") logOut();`],
  ])("lets a decision by data pass: %s", (_, clean) => {
    expect(messageTextComparisons(clean)).toEqual([]);
  });

  it("finds none in the client's sources", () => {
    const offenders: string[] = [];
    for (const dir of CLIENT_DIRS) {
      for (const file of filesUnder(path.join(ROOT, dir))) {
        const relative = path.relative(ROOT, file);
        if (ALLOWED.has(relative)) continue;
        for (const hit of messageTextComparisons(readFileSync(file, "utf8"))) offenders.push(`${relative}:${hit}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
