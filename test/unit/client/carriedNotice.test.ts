import { describe, expect, it } from "vitest";
import { createSessionNotice } from "../../../src/adapters/carriedNotice";

/** A Storage over a Map (the browser's sessionStorage has the same surface). */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe("the notice carried across a reload", () => {
  it("is shown once by the next start", () => {
    const storage = memoryStorage();
    createSessionNotice(() => storage).carry("Your account has been deleted successfully!");
    // the next start is another instance over the same tab's storage
    const next = createSessionNotice(() => storage);
    expect(next.take()).toBe("Your account has been deleted successfully!");
    expect(next.take()).toBeNull();
  });

  it("is simply lost where the browser refuses storage", () => {
    const refusing = createSessionNotice(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => refusing.carry("x")).not.toThrow();
    expect(refusing.take()).toBeNull();
  });
});
