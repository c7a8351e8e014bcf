// Which HTML a page address gets: an entry screen's prerendered shell in the reader's language (the language cookie
// first, then Accept-Language), the not-found shell for an address the app does not know, index.html for the other
// client routes, and a header that keeps the languages apart in caches.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../contract/language";
import { NOT_FOUND_SHELL, PRERENDERED_PATHS, SHELLS_DIR } from "../../../shared/app-paths";
import { openTestDatabase } from "../../support/databases";
import { createTestApp } from "../../support/test-app";

const shellNames = [...new Set(Object.values(PRERENDERED_PATHS)), NOT_FOUND_SHELL];

describe("prerendered shells", () => {
  const staticDir = mkdtempSync(path.join(os.tmpdir(), "kundali-shells-"));
  writeFileSync(path.join(staticDir, "index.html"), "<!doctype html><p>index</p>");
  for (const language of LANGUAGES) {
    mkdirSync(path.join(staticDir, SHELLS_DIR, language), { recursive: true });
    for (const name of shellNames)
      writeFileSync(path.join(staticDir, SHELLS_DIR, language, `${name}.html`), `<p>${language}/${name}</p>`);
  }
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    ({ app } = await createTestApp(database, { STATIC_DIR: staticDir }));
  });
  afterAll(async () => {
    await database.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const page = async (address: string, headers: Record<string, string> = {}) => {
    const response = await app.request(address, { headers });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };

  it("answers each entry screen with its shell, in English by default", async () => {
    for (const [address, name] of Object.entries(PRERENDERED_PATHS)) {
      const answer = await page(address);
      expect(answer.status, address).toBe(200);
      expect(answer.body, address).toBe(`<p>en/${name}</p>`);
      expect(answer.headers.get("cache-control")).toBe("no-cache");
      expect(answer.headers.get("vary")).toBe("Cookie, Accept-Language");
    }
  });

  it("takes the reader's language from the cookie first, then from Accept-Language", async () => {
    expect((await page("/questions", { "Accept-Language": "ne-NP,en;q=0.8" })).body).toBe("<p>ne/questions</p>");
    expect((await page("/kundali", { "Accept-Language": "en-US,en;q=0.9,hi;q=0.8" })).body).toBe("<p>en/kundali</p>");
    expect((await page("/questions", { Cookie: "language=hi", "Accept-Language": "ne" })).body).toBe(
      "<p>hi/questions</p>",
    );
    // an unknown or forged choice is not a path to a file: the header decides
    expect((await page("/kundali", { Cookie: "language=../../etc", "Accept-Language": "ne" })).body).toBe(
      "<p>ne/kundali</p>",
    );
    expect((await page("/get-started", { Cookie: "language=fr" })).body).toBe("<p>en/get-started</p>");
  });

  it("answers an unknown address with the not-found shell and the other client routes with index.html", async () => {
    expect((await page("/no-such-page", { Cookie: "language=ne" })).body).toBe("<p>ne/not-found</p>");
    for (const route of ["/login", "/profile", "/settings", "/matching"]) {
      const answer = await page(route, { Cookie: "language=ne" });
      expect(answer.body, route).toBe("<!doctype html><p>index</p>");
      expect(answer.headers.get("vary"), route).toBeNull();
    }
  });

  it("falls back to index.html when a shell is missing from the build", async () => {
    // (a shell no earlier test has read: the server keeps what it has read)
    rmSync(path.join(staticDir, SHELLS_DIR, "hi", "get-started.html"));
    expect((await page("/get-started", { Cookie: "language=hi" })).body).toBe("<!doctype html><p>index</p>");
  });
});
