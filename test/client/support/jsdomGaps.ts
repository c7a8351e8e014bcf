// jsdom lacks CSS.escape, which react-aria's modal calls when it opens. A test-only stand-in: it escapes
// every character outside [A-Za-z0-9_-], which is all the meta-tag names react-aria looks up need.
const cssEscape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`);

if (typeof globalThis.CSS === "undefined") {
  Object.defineProperty(globalThis, "CSS", { value: { escape: cssEscape }, configurable: true });
} else if (typeof globalThis.CSS.escape !== "function") {
  Object.defineProperty(globalThis.CSS, "escape", { value: cssEscape, configurable: true });
}
